import { translate } from '@alma/shared/i18n/server-messages';
import type { PostalEntry } from '@alma/shared/validation/donation-details';
import { useTranslation } from 'react-i18next';
import { RegionPicker } from '../../../../components/region-picker.tsx';
import { currentLanguage } from '../../../../lib/language.ts';
import { FieldRow } from './field-input.tsx';
import { MobileInput } from './mobile-input.tsx';

type Props = {
  entry: PostalEntry;
  /** The region's codes drive the cascader; the order carries the names. */
  regionCodes: readonly string[];
  onChange: (entry: PostalEntry, regionCodes?: string[]) => void;
  disabled: boolean;
};

/** Mailing info (doc 2 §2.1): where a posted certificate or receipt goes. */
export function MailingSection({ entry, regionCodes, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const set = (patch: Partial<PostalEntry>) => onChange({ ...entry, ...patch });
  const text = (key: 'postalContact' | 'postalAddress' | 'postalZip', label: string, placeholder: string) => (
    <FieldRow label={label} required={key !== 'postalZip'} testId={`mailing-${key}`}>
      <input
        className="donate-field-input"
        value={entry[key]}
        placeholder={placeholder}
        aria-label={label}
        inputMode={key === 'postalZip' ? 'numeric' : undefined}
        maxLength={key === 'postalAddress' ? 200 : key === 'postalZip' ? 6 : 100}
        onChange={(event) => set({ [key]: event.target.value })}
      />
    </FieldRow>
  );
  return (
    <section className="donate-card" data-testid="mailing-section">
      <h2 className="donate-section-title">{t('donate.details.mailingTitle')}</h2>
      {text('postalContact', t('donate.details.contact'), translate(language, 'details.enterContact'))}
      <FieldRow label={t('donate.details.contactMobile')} required testId="mailing-postalMobile">
        <MobileInput
          value={entry.postalMobile}
          onChange={(postalMobile) => set({ postalMobile })}
          placeholder={translate(language, 'details.enterContactMobile')}
          label={t('donate.details.contactMobile')}
          testId="mailing-mobile"
          disabled={disabled}
        />
      </FieldRow>
      <FieldRow label={t('donate.details.region')} required testId="mailing-region">
        <RegionPicker
          codes={regionCodes}
          label={t('donate.details.region')}
          disabled={disabled}
          testId="mailing-region"
          onChange={(choice) => {
            const [postalProvince = '', postalCity = '', postalDistrict = ''] = choice.titles;
            onChange({ ...entry, postalProvince, postalCity, postalDistrict }, choice.codes);
          }}
        />
      </FieldRow>
      {text('postalAddress', t('donate.details.address'), translate(language, 'details.enterAddress'))}
      {text('postalZip', t('donate.details.zip'), t('donate.details.zipPlaceholder'))}
    </section>
  );
}
