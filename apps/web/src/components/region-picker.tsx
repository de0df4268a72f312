import { useTranslation } from 'react-i18next';
import { registerMessages } from '../i18n/register-messages.ts';
import { type AreaOption, useAreaChildren } from '../lib/area-dictionary.ts';
import './region-picker.css';

registerMessages(
  'region',
  { province: '省份', city: '城市', district: '区县' },
  { province: 'Province', city: 'City', district: 'District' },
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

type LevelProps = {
  parentId: string | null;
  value: string;
  placeholder: string;
  disabled: boolean;
  testId: string;
  onPick: (option: AreaOption | null, options: readonly AreaOption[]) => void;
};

function Level({ parentId, value, placeholder, disabled, testId, onPick }: LevelProps) {
  const options = useAreaChildren(parentId);
  const rows = options.data ?? [];
  if (parentId !== null && options.isSuccess && rows.length === 0) return null;
  return (
    <select
      className="region-select"
      value={value}
      disabled={disabled || parentId === null || !options.isSuccess}
      data-testid={testId}
      aria-label={placeholder}
      onChange={(event) => onPick(rows.find((row) => row.id === event.target.value) ?? null, rows)}
    >
      <option value="">{placeholder}</option>
      {rows.map((row) => (
        <option key={row.id} value={row.id}>
          {row.title}
        </option>
      ))}
    </select>
  );
}

/**
 * The area cascader (doc 4 §3 area field, real region data from getAreaDictionaryByParentId):
 * native selects, which a phone shows as its own wheel, one per level, each loaded when the level
 * above is chosen. Choosing a level clears the ones below it.
 */
export function RegionPicker({ codes, onChange, label, disabled = false, testId = 'region' }: Props) {
  const { t } = useTranslation();
  const titles = useRegionTitles(codes);
  const pick = (level: number) => (option: AreaOption | null) => {
    const kept = codes.slice(0, level);
    const keptTitles = titles.slice(0, level);
    onChange(
      option
        ? { codes: [...kept, option.id], titles: [...keptTitles, option.title] }
        : { codes: kept, titles: keptTitles },
    );
  };
  const levels = ['province', 'city', 'district'] as const;
  return (
    <fieldset className="region-picker" aria-label={label} disabled={disabled}>
      {levels.map((name, level) => {
        const parentId = level === 0 ? '0' : (codes[level - 1] ?? null);
        if (level > 0 && parentId === null) return null;
        return (
          <Level
            key={name}
            parentId={parentId}
            value={codes[level] ?? ''}
            placeholder={t(`region.${name}`)}
            disabled={disabled}
            testId={`${testId}-${name}`}
            onPick={pick(level)}
          />
        );
      })}
    </fieldset>
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
