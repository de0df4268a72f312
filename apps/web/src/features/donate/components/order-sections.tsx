import type { TFormDetail } from '@alma/shared/api/donate';
import type { DetailsConfig, Sections } from '@alma/shared/validation/donation-details';
import { copyNameIntoEmpty } from '@alma/shared/validation/donation-details-kept';
import { useTranslation } from 'react-i18next';
import { CAMPUS_CARD_PAY_TYPE } from '../model/campus-card.ts';
import type { OrderSections } from '../model/order-sections.ts';
import { type PayPlace, payMethodsOf, showPayMethodList } from '../model/pay-methods.ts';
import { AgreementRow } from './agreement-row.tsx';
import { CampusCardSection } from './campus-card-section.tsx';
import { CertificateSection } from './details/certificate-section.tsx';
import { DonationInfoSection } from './details/donation-info-section.tsx';
import { MailingSection } from './details/mailing-section.tsx';
import { ReceiptSection } from './details/receipt-section.tsx';
import { PayMethodList } from './pay-method-list.tsx';

/** A change to the sections' state, as a function of the current one (several inputs may fire at once). */
export type UpdateSections = (change: (current: OrderSections) => OrderSections) => void;

type DetailsProps = {
  form: TFormDetail;
  config: DetailsConfig;
  /** What is shown for the amount and entry as they are now (sectionsOf). */
  sections: Sections;
  state: OrderSections;
  update: UpdateSections;
  disabled: boolean;
};

/** Donation info, certificate, receipt and mailing (doc 2 §2.1, §4.3), each while it is shown. */
export function DetailsSections({ form, config, sections, state, update, disabled }: DetailsProps) {
  const { details } = state;
  const setDetails = (change: (current: OrderSections['details']) => OrderSections['details']) =>
    update((current) => ({ ...current, details: change(current.details) }));
  return (
    <>
      {sections.fields ? (
        <DonationInfoSection
          fields={config.fieldList}
          values={details.fields}
          disabled={disabled}
          onChange={(fieldName, value) =>
            setDetails((current) => ({ ...current, fields: { ...current.fields, [fieldName]: value } }))
          }
          onNameBlur={(name) => setDetails((current) => copyNameIntoEmpty(current, name))}
        />
      ) : null}
      {sections.certificate ? (
        <CertificateSection
          sections={sections}
          entry={details.certificate}
          onChange={(certificate) => setDetails((current) => ({ ...current, certificate }))}
          pickup={{
            address: form.certificatePickUpAddress,
            mobile: form.certificatePickUpMobile,
            name: form.certificatePickUpName,
          }}
          disabled={disabled}
        />
      ) : null}
      {sections.receipt ? (
        <ReceiptSection
          config={config}
          sections={sections}
          entry={details.receipt}
          onChange={(receipt) => setDetails((current) => ({ ...current, receipt }))}
          pickup={{
            address: form.receiptPickUpAddress,
            mobile: form.receiptPickUpMobile,
            name: form.receiptPickUpName,
          }}
          disabled={disabled}
        />
      ) : null}
      {sections.mailing ? (
        <MailingSection
          entry={details.postal}
          regionCodes={state.regionCodes}
          onChange={(postal, regionCodes) =>
            update((current) => ({
              ...current,
              details: { ...current.details, postal },
              regionCodes: regionCodes ?? current.regionCodes,
            }))
          }
          disabled={disabled}
        />
      ) : null}
    </>
  );
}

type PayProps = {
  form: TFormDetail;
  /** Where the form runs: WeChat Pay only inside WeChat, mini-program pay only there (pay-methods.ts). */
  place: PayPlace;
  state: OrderSections;
  update: UpdateSections;
  disabled: boolean;
};

/** The pay method list (when there is a choice), the campus card for pay type 9, and the agreement. */
export function PaySections({ form, place, state, update, disabled }: PayProps) {
  const methods = payMethodsOf(form, place);
  return (
    <>
      {showPayMethodList(methods) ? (
        <PayMethodList
          methods={methods}
          value={state.payType}
          onChange={(payType) => update((current) => ({ ...current, payType }))}
        />
      ) : null}
      {state.payType === CAMPUS_CARD_PAY_TYPE ? (
        <CampusCardSection
          value={state.campusCard.card}
          onChange={(card) => update((current) => ({ ...current, campusCard: { card, balanceFen: null } }))}
          onBalance={(balanceFen) =>
            update((current) => ({ ...current, campusCard: { ...current.campusCard, balanceFen } }))
          }
          disabled={disabled}
        />
      ) : null}
      <AgreementRow
        checked={state.agreed}
        onChange={(agreed) => update((current) => ({ ...current, agreed }))}
      />
    </>
  );
}

type SubmitProps = { refused: boolean; submitting: boolean; onNotAlumni: () => void };

/** Confirm-and-pay; for a refused non-alumnus a button that shows the alumni pop-up again. */
export function SubmitBar({ refused, submitting, onNotAlumni }: SubmitProps) {
  const { t } = useTranslation();
  return (
    <div className="donate-submit-bar">
      {refused ? (
        <button
          type="button"
          className="donate-submit is-refused"
          onClick={onNotAlumni}
          data-testid="donate-refused"
        >
          {t('donate.notAlumni')}
        </button>
      ) : (
        <button type="submit" className="donate-submit" disabled={submitting} data-testid="donate-submit">
          {submitting ? t('donate.submitting') : t('donate.submit')}
        </button>
      )}
    </div>
  );
}
