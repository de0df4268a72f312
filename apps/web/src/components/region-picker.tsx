import { Cascader, type CascaderOption } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { registerMessages } from '../i18n/register-messages.ts';
import { type AreaOption, useAreaChildren } from '../lib/area-dictionary.ts';
import './region-picker.css';

registerMessages(
  'region',
  { placeholder: '请选择省市区', choose: '请选择', confirm: '确定', cancel: '取消' },
  {
    placeholder: 'Choose province, city and district',
    choose: 'Choose',
    confirm: 'Confirm',
    cancel: 'Cancel',
  },
);

export type RegionChoice = { codes: string[]; titles: string[] };

type Props = {
  /** Province, city and district codes chosen so far. */
  codes: readonly string[];
  onChange: (choice: RegionChoice) => void;
  label: string;
  disabled?: boolean;
  testId?: string;
};

const LEVELS = ['province', 'city', 'district'] as const;

type Level = { rows: readonly AreaOption[] | undefined; done: boolean };

/**
 * One level's options. A level further down is loaded only along the path being chosen; until it
 * is, its parent carries antd-mobile's skeleton as children (so the cascader shows it loading).
 * A loaded level without rows ends the path, and districts are the last level.
 */
function optionsOf(levels: readonly Level[], path: readonly string[], depth: number): CascaderOption[] {
  const rows = levels[depth]?.rows ?? [];
  return rows.map((row) => {
    const option: CascaderOption = { label: row.title, value: row.id };
    if (row.isLeaf || depth === LEVELS.length - 1) return option;
    if (row.id !== path[depth]) return { ...option, children: Cascader.optionSkeleton };
    const below = levels[depth + 1];
    if (below?.done && (below.rows ?? []).length === 0) return option;
    return {
      ...option,
      children: below?.rows ? optionsOf(levels, path, depth + 1) : Cascader.optionSkeleton,
    };
  });
}

/**
 * The area cascader (doc 4 §3 area field, real region data from getAreaDictionaryByParentId):
 * a row that opens antd-mobile's cascader sheet, one tab per level, each level loaded when the
 * level above is chosen, like the form's other pickers. Confirm keeps what is chosen so far.
 */
export function RegionPicker({ codes, onChange, label, disabled = false, testId = 'region' }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The cascader's own value resets whenever this array changes: one per distinct choice.
  const key = codes.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the codes' text is their identity.
  const committed = useMemo(() => [...codes], [key]);
  const [path, setPath] = useState<string[]>(committed);
  const shown = open ? path : committed;
  const provinces = useAreaChildren('0');
  const cities = useAreaChildren(shown[0] ?? null);
  const districts = useAreaChildren(shown[0] ? (shown[1] ?? null) : null);
  const levels: Level[] = [provinces, cities, districts].map((query) => ({
    rows: query.data,
    done: query.isSuccess,
  }));
  const options = optionsOf(levels, shown, 0);
  const titles = useRegionTitles(committed);
  const text = titles.filter((title) => title !== '').join(' ');

  return (
    <>
      <button
        type="button"
        className="region-trigger"
        aria-haspopup="dialog"
        aria-label={text ? `${label}: ${text}` : label}
        disabled={disabled}
        data-testid={`${testId}-picker`}
        onClick={() => {
          setPath(committed);
          setOpen(true);
        }}
      >
        <span className={text ? 'region-value' : 'region-value is-placeholder'}>
          {text || t('region.placeholder')}
        </span>
        <span className="region-arrow" aria-hidden="true" />
      </button>
      <Cascader
        visible={open}
        title={label}
        confirmText={t('region.confirm')}
        cancelText={t('region.cancel')}
        placeholder={t('region.choose')}
        options={options}
        value={committed}
        loading={provinces.isPending}
        className="region-cascader"
        onSelect={(value) => setPath(value.map(String))}
        onClose={() => setOpen(false)}
        onConfirm={(value, extend) =>
          onChange({
            codes: value.map(String),
            titles: extend.items.map((item) => (item?.label ? String(item.label) : '')),
          })
        }
      />
    </>
  );
}

/** The titles of chosen codes, read from the cached levels. */
function useRegionTitles(codes: readonly string[]): string[] {
  const provinces = useAreaChildren('0');
  const cities = useAreaChildren(codes[0] ?? null);
  const districts = useAreaChildren(codes[1] ?? null);
  const lists = [provinces.data, cities.data, districts.data];
  return codes.map((code, level) => lists[level]?.find((row) => row.id === code)?.title ?? '');
}
