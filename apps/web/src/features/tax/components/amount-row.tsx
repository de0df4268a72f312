import type { TaxUnit } from '@alma/shared/tax/tax-amount';
import type { TaxField } from '@alma/shared/tax/tax-query';
import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { cleanAmountInput } from '../model/amount-input.ts';

type Props = {
  field: TaxField;
  unit: TaxUnit;
  value: string;
  onChange: (value: string) => void;
};

/** One amount of the tool: its label, a decimal input that keeps only an amount, the unit. */
export function AmountRow({ field, unit, value, onChange }: Props) {
  const { t } = useTranslation();
  const id = `tax-${field}`;
  return (
    <div className="tax-row" data-testid={`tax-field-${field}`}>
      <label className="tax-row-label" htmlFor={id}>
        {t(`tax.tool.fields.${field}`)}
      </label>
      <div className="tax-row-control">
        <Input
          id={id}
          className="tax-input"
          value={value}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t(`tax.tool.placeholders.${field}`)}
          clearable
          onChange={(typed) => onChange(cleanAmountInput(typed, unit))}
        />
        <span className="tax-row-unit">{t(`tax.tool.units.${unit}`)}</span>
      </div>
    </div>
  );
}
