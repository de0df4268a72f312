import { translate } from '@alma/shared/i18n/server-messages';
import {
  CREDIT_CODE_LENGTH,
  type DetailsConfig,
  RECEIPT_DONOR,
  type ReceiptEntry,
  receiptLabels,
  receiptWaysOf,
  type Sections,
  soleOption,
} from '@alma/shared/validation/donation-details';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/language.ts';
import { SwitchRow } from '../switch-row.tsx';
import { ChoiceChips } from './choice-chips.tsx';
import { FieldRow } from './field-input.tsx';
import { MobileInput } from './mobile-input.tsx';
import { PickupNote } from './pickup-note.tsx';

type Props = {
  config: DetailsConfig;
  sections: Sections;
  entry: ReceiptEntry;
  onChange: (entry: ReceiptEntry) => void;
  pickup: { address: string; mobile: string; name: string };
  disabled: boolean;
};

/**
 * Receipt (doc 2 §2.1, §4.3): the offline contact text when receipts are issued offline;
 * otherwise a switch, the donor type (which relabels name and number), the receipt type and the
 * way it reaches the donor, with the email or SMS mobile that way needs.
 */
export function ReceiptSection({ config, sections, entry, onChange, pickup, disabled }: Props) {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (sections.offlineContact) {
    return (
      <section className="donate-card" data-testid="receipt-offline">
        <h2 className="donate-section-title">{t('donate.details.receiptTitle')}</h2>
        <p className="donate-offline">{config.offlineContactInfo}</p>
      </section>
    );
  }
  const labels = receiptLabels(entry.receiptDonorType);
  const nameLabel = translate(language, labels.name);
  const numberLabel = translate(language, labels.number);
  const set = (patch: Partial<ReceiptEntry>) => onChange({ ...entry, ...patch });
  return (
    <section className="donate-card" data-testid="receipt-section">
      <h2 className="donate-section-title">{t('donate.details.receiptTitle')}</h2>
      <SwitchRow
        label={t('donate.details.needReceipt')}
        checked={entry.isNeedReceipt}
        onChange={(isNeedReceipt) => set({ isNeedReceipt })}
        testId="receipt-switch"
        disabled={disabled}
      />
      {sections.receiptInputs ? (
        <>
          <FieldRow label={t('donate.details.donorType')} required testId="receipt-donor-type" stacked>
            <ChoiceChips
              name="receiptDonorType"
              label={t('donate.details.donorType')}
              choices={[
                { id: RECEIPT_DONOR.personal, title: t('donate.details.personal') },
                { id: RECEIPT_DONOR.enterprise, title: t('donate.details.enterprise') },
              ]}
              chosen={[entry.receiptDonorType]}
              onChange={([chosen]) => {
                const receiptDonorType = chosen ?? RECEIPT_DONOR.personal;
                // What was typed for the other type is not this one's (a person's ID is no credit code).
                if (receiptDonorType !== entry.receiptDonorType)
                  set({ receiptDonorType, receiptDonorName: '', creditCode: '' });
              }}
            />
          </FieldRow>
          <FieldRow label={nameLabel} required testId="receipt-name">
            <input
              className="donate-field-input"
              value={entry.receiptDonorName}
              placeholder={translate(language, 'form.enterField', { title: nameLabel })}
              aria-label={nameLabel}
              maxLength={100}
              onChange={(event) => set({ receiptDonorName: event.target.value })}
            />
          </FieldRow>
          {sections.creditCode ? (
            <FieldRow label={numberLabel} required={false} testId="receipt-credit-code">
              <input
                className="donate-field-input"
                value={entry.creditCode}
                placeholder={translate(language, 'form.enterField', { title: numberLabel })}
                aria-label={numberLabel}
                maxLength={CREDIT_CODE_LENGTH + 2}
                autoCapitalize="characters"
                onChange={(event) => set({ creditCode: event.target.value.trim() })}
              />
            </FieldRow>
          ) : null}
          <FieldRow label={t('donate.details.receiptType')} required testId="receipt-type" stacked>
            <ChoiceChips
              name="receiptType"
              label={t('donate.details.receiptType')}
              choices={config.receiptTypeList.map((id) => ({ id, title: t(`donate.details.type${id}`) }))}
              chosen={[entry.receiptType]}
              onChange={([receiptType = '']) =>
                set({ receiptType, receiptWay: soleOption(receiptWaysOf(config, receiptType)) ?? '' })
              }
            />
          </FieldRow>
          {sections.receiptWays.length > 0 ? (
            <FieldRow label={t('donate.details.receiptWay')} required testId="receipt-way" stacked>
              <ChoiceChips
                name="receiptWay"
                label={t('donate.details.receiptWay')}
                choices={sections.receiptWays.map((id) => ({ id, title: t(`donate.details.way${id}`) }))}
                chosen={[entry.receiptWay]}
                onChange={([receiptWay = '']) => set({ receiptWay })}
              />
            </FieldRow>
          ) : null}
          {sections.email ? (
            <FieldRow label={t('donate.details.email')} required testId="receipt-email">
              <input
                className="donate-field-input"
                type="email"
                inputMode="email"
                value={entry.postalEmail}
                placeholder={translate(language, 'details.enterEmail')}
                aria-label={t('donate.details.email')}
                maxLength={100}
                onChange={(event) => set({ postalEmail: event.target.value })}
              />
            </FieldRow>
          ) : null}
          {sections.sms ? (
            <FieldRow label={t('donate.details.smsMobile')} required testId="receipt-sms">
              <MobileInput
                value={entry.postalMobileSms}
                onChange={(postalMobileSms) => set({ postalMobileSms })}
                placeholder={translate(language, 'details.enterSmsMobile')}
                label={t('donate.details.smsMobile')}
                testId="receipt-sms"
                disabled={disabled}
              />
            </FieldRow>
          ) : null}
          {sections.receiptPickup ? <PickupNote {...pickup} testId="receipt-pickup" /> : null}
        </>
      ) : null}
    </section>
  );
}
