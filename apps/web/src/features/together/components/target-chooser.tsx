import type { TLaunchDetail } from '@alma/shared/api/together';
import { fenToYuan, formatYuan, yuanToFen } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { isGoods, showsFreeEntry, type TargetChoice } from '../model/launch-form.ts';
import { type RadioChip, RadioChips } from './radio-chips.tsx';

type Props = { detail: TLaunchDetail; target: TargetChoice; onChange: (target: TargetChoice) => void };

/** Target chips, the no-target chip, and free entry when the project allows it (doc 2 §2.7). */
export function TargetChooser({ detail, target, onChange }: Props) {
  const { t } = useTranslation();
  const goods = isGoods(detail);
  const typed = target.kind === 'typed' ? target.text : '';
  const chips: RadioChip[] = detail.moneyList.map((chip, index) => ({
    key: `${index}-${chip.money}`,
    label: chip.title || `¥${formatYuan(chip.money)}`,
    checked: target.kind === 'chip' && target.index === index,
    onSelect: () => onChange({ kind: 'chip', index }),
  }));
  if (detail.isNoTarget === 1) {
    chips.push({
      key: 'no-target',
      label: t('together.launch.noTarget'),
      checked: target.kind === 'noTarget',
      onSelect: () => onChange({ kind: 'noTarget' }),
    });
  }
  return (
    <fieldset className="together-field">
      <legend>{t(goods ? 'together.launch.targetUnits' : 'together.launch.target')}</legend>
      <RadioChips name="together-target" options={chips} />
      {showsFreeEntry(detail) ? (
        <input
          className="together-input"
          inputMode={goods ? 'numeric' : 'decimal'}
          aria-label={t(goods ? 'together.launch.targetUnits' : 'together.launch.target')}
          placeholder={t(goods ? 'together.launch.unitsPlaceholder' : 'together.launch.targetPlaceholder')}
          value={typed}
          maxLength={12}
          data-testid="together-target-input"
          onFocus={() => {
            if (target.kind !== 'typed') onChange({ kind: 'typed', text: '' });
          }}
          onChange={(event) => onChange({ kind: 'typed', text: event.target.value })}
        />
      ) : null}
      {goods && /^[1-9]\d{0,8}$/.test(typed) ? (
        <p className="together-hint">
          {t('together.launch.unitsHint', {
            unit: detail.materialUnit,
            price: formatYuan(detail.materialPrice),
            total: formatYuan(fenToYuan(Number(typed) * (yuanToFen(detail.materialPrice) ?? 0))),
          })}
        </p>
      ) : null}
    </fieldset>
  );
}
