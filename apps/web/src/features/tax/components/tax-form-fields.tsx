import { TAX_FIELDS, TAX_UNIT, type TaxField, type TaxForm } from '@alma/shared/tax/tax-query';
import { Switch } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { AmountRow } from './amount-row.tsx';
import { YearGiftsButton } from './year-gifts-button.tsx';

type Props = { form: TaxForm; onChange: (form: TaxForm) => void };

/**
 * One calculator's inputs (doc 3 §2, §5): personal gz, wxyj, zxkc monthly in yuan, company lr in
 * 万元; then 'already donated' and, when it is on, the donation amount.
 */
export function TaxFormFields({ form, onChange }: Props) {
  const { t } = useTranslation();
  const unit = TAX_UNIT[form.type];
  const setValue = (field: TaxField, value: string) =>
    onChange({ ...form, values: { ...form.values, [field]: value } });
  const donatedLabel = t('tax.tool.donated');

  return (
    <>
      {TAX_FIELDS[form.type]
        .filter((field) => field !== 'jz')
        .map((field) => (
          <AmountRow
            key={field}
            field={field}
            unit={unit}
            value={form.values[field] ?? ''}
            onChange={(value) => setValue(field, value)}
          />
        ))}
      <div className="tax-row is-switch" data-testid="tax-donated">
        <span className="tax-row-label">{donatedLabel}</span>
        <Switch
          checked={form.isDonate}
          onChange={(isDonate) => onChange({ ...form, isDonate })}
          aria-label={donatedLabel}
        />
      </div>
      {form.isDonate ? (
        <AmountRow
          field="jz"
          unit={unit}
          value={form.values.jz ?? ''}
          onChange={(value) => setValue('jz', value)}
        />
      ) : null}
      <YearGiftsButton
        unit={unit}
        onUse={(jz) => onChange({ ...form, isDonate: true, values: { ...form.values, jz } })}
      />
    </>
  );
}
