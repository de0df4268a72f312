import { translate } from '@alma/shared/i18n/server-messages';
import type { CertificateEntry, Sections } from '@alma/shared/validation/donation-details';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/language.ts';
import { SwitchRow } from '../switch-row.tsx';
import { ChoiceChips } from './choice-chips.tsx';
import { FieldRow } from './field-input.tsx';
import { PickupNote } from './pickup-note.tsx';

type Props = {
  sections: Sections;
  entry: CertificateEntry;
  onChange: (entry: CertificateEntry) => void;
  pickup: { address: string; mobile: string; name: string };
  disabled: boolean;
};

/** Certificate (doc 2 §2.1, §4.3): its title, and a paper copy picked up or posted. */
export function CertificateSection({ sections, entry, onChange, pickup, disabled }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <section className="donate-card" data-testid="certificate-section">
      <h2 className="donate-section-title">{t('donate.details.certificateTitle')}</h2>
      <FieldRow label={t('donate.details.certificateName')} required testId="certificate-name">
        <input
          className="donate-field-input"
          value={entry.certificateDonorName}
          placeholder={translate(language, 'details.enterCertificateName')}
          aria-label={t('donate.details.certificateName')}
          maxLength={100}
          onChange={(event) => onChange({ ...entry, certificateDonorName: event.target.value })}
        />
      </FieldRow>
      <SwitchRow
        label={t('donate.details.paperCertificate')}
        checked={entry.isNeedPaper}
        onChange={(isNeedPaper) => onChange({ ...entry, isNeedPaper })}
        testId="certificate-paper-switch"
        disabled={disabled}
      />
      {sections.certificateWays.length > 0 ? (
        <FieldRow label={t('donate.details.certificateWay')} required testId="certificate-way" stacked>
          <ChoiceChips
            name="certificateWay"
            label={t('donate.details.certificateWay')}
            choices={sections.certificateWays.map((id) => ({ id, title: t(`donate.details.way${id}`) }))}
            chosen={[entry.certificateWay]}
            onChange={([certificateWay]) => onChange({ ...entry, certificateWay: certificateWay ?? '' })}
          />
        </FieldRow>
      ) : null}
      {sections.certificatePickup ? <PickupNote {...pickup} testId="certificate-pickup" /> : null}
    </section>
  );
}
