import { NAME_FIELD } from '@alma/shared/validation/donation-details-kept';
import type { FieldValue, FieldValues, FormField } from '@alma/shared/validation/form-fields';
import { isFieldVisible } from '@alma/shared/validation/form-fields';
import { useTranslation } from 'react-i18next';
import { FieldInput } from './field-input.tsx';

type Props = {
  fields: readonly FormField[];
  values: FieldValues;
  onChange: (fieldName: string, value: FieldValue) => void;
  onNameBlur: (name: string) => void;
  disabled: boolean;
};

/** Donation info (doc 2 §2.1): formDetail's dynamic fields, each shown while its condition holds. */
export function DonationInfoSection({ fields, values, onChange, onNameBlur, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <section className="donate-card" data-testid="donation-info">
      <h2 className="donate-section-title">{t('donate.details.infoTitle')}</h2>
      {fields
        .filter((field) => isFieldVisible(field, fields, values))
        .map((field) => (
          <FieldInput
            key={field.fieldName}
            field={field}
            value={values[field.fieldName]}
            disabled={disabled}
            onChange={(value) => onChange(field.fieldName, value)}
            onBlur={
              field.fieldName === NAME_FIELD
                ? () => onNameBlur(String(values[field.fieldName] ?? ''))
                : undefined
            }
          />
        ))}
    </section>
  );
}
