import { copyNameIntoEmpty, sectionsOf } from '@alma/shared/validation/donation-details';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/toast.ts';
import type { DonateFormData } from '../api/get-donate-form.ts';
import { useSubmitDonation } from '../hooks/use-submit-donation.ts';
import {
  type AmountEntry,
  amountInputLocked,
  checkEntry,
  isEntryEmpty,
  problemText,
  problemToastMs,
  rulesOf,
} from '../model/amount.ts';
import { CAMPUS_CARD_PAY_TYPE, EMPTY_CAMPUS_CARD } from '../model/campus-card.ts';
import { detailsConfigOf, initialDetails } from '../model/details.ts';
import { payMethodsOf, showPayMethodList } from '../model/pay-methods.ts';
import { AgreementRow } from './agreement-row.tsx';
import { CampusCardSection } from './campus-card-section.tsx';
import { CertificateSection } from './details/certificate-section.tsx';
import { DonationInfoSection } from './details/donation-info-section.tsx';
import { MailingSection } from './details/mailing-section.tsx';
import { ReceiptSection } from './details/receipt-section.tsx';
import { GoodsAmount } from './goods-amount.tsx';
import { MoneyAmount } from './money-amount.tsx';
import { PayMethodList } from './pay-method-list.tsx';
import { SubProjectSelect } from './sub-project-select.tsx';
import { SwitchRow } from './switch-row.tsx';

type Props = {
  data: DonateFormData;
  initialSubItemsId: number | null;
  togetherId: number | null;
  /** Not an alumnus of an alumni-only project: everything is shown, nothing can be used. */
  refused: boolean;
  onNotAlumni: () => void;
};

/** The sections of doc 2 §2.1 in the spec's order, and confirm-and-pay. */
export function DonationForm({ data, initialSubItemsId, togetherId, refused, onNotAlumni }: Props) {
  const { t } = useTranslation();
  const { item, subPrice, form } = data;
  const goods = item.crowdType === 2;
  const chips = subPrice.isFixMoney === 1 && !goods ? subPrice.fixMoneyList : [];
  const subOptions = subPrice.isSub === 1 ? subPrice.subItemsList : [];
  const methods = payMethodsOf(form.payPlatformList);

  const [amountText, setAmountText] = useState('');
  const [goodsEntry, setGoodsEntry] = useState({ units: '', total: '' });
  const [subItemsId, setSubItemsId] = useState<number | null>(() =>
    subOptions.some((option) => option.id === initialSubItemsId) ? initialSubItemsId : null,
  );
  const detailsConfig = useMemo(() => detailsConfigOf(form), [form]);
  const [details, setDetails] = useState(() => initialDetails(form));
  const [isAnonymous, setAnonymous] = useState(false);
  const [payType, setPayType] = useState<number | null>(methods[0] ?? null);
  const [agreed, setAgreed] = useState(false);
  const [campusCard, setCampusCard] = useState({
    card: EMPTY_CAMPUS_CARD,
    balanceFen: null as number | null,
  });
  const { submitting, submit } = useSubmitDonation(data, togetherId, onNotAlumni);

  const entry: AmountEntry = goods
    ? { kind: 'goods', unitsText: goodsEntry.units, priceYuan: item.materialPrice }
    : { kind: 'money', amountText };

  // The sections that depend on the amount follow what is typed; an unusable amount counts as 0.
  const checkedAmount = isEntryEmpty(entry) ? null : checkEntry(entry, rulesOf(form));
  const amountFen = checkedAmount?.ok ? checkedAmount.fen : 0;
  const sections = sectionsOf(detailsConfig, amountFen, details);
  const english = currentLanguage() === 'English';

  // Doc 2 §5: a bad amount is named when the donor leaves the field (the minimum for 2 s).
  const checkOnBlur = () => {
    if (isEntryEmpty(entry)) return;
    const checked = checkEntry(entry, rulesOf(form));
    if (!checked.ok) {
      void showToast(problemText(currentLanguage(), checked.problem), problemToastMs(checked.problem));
    }
  };

  return (
    <form
      className="donate-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ entry, subItemsId, payType, isAnonymous, details, agreed, campusCard });
      }}
    >
      <fieldset className="donate-fields" disabled={refused}>
        {goods ? (
          <GoodsAmount
            item={item}
            units={goodsEntry.units}
            total={goodsEntry.total}
            locked={false}
            onChange={setGoodsEntry}
            onBlur={checkOnBlur}
          />
        ) : (
          <MoneyAmount
            chips={chips}
            value={amountText}
            locked={amountInputLocked(subPrice, chips.length)}
            onChange={setAmountText}
            onBlur={checkOnBlur}
          />
        )}
        {subOptions.length > 0 ? (
          <SubProjectSelect options={subOptions} value={subItemsId} onChange={setSubItemsId} />
        ) : null}
        {form.isShowNoData === 1 ? (
          <section className="donate-card">
            <SwitchRow
              label={t('donate.switches.noData')}
              checked={details.isNoData}
              onChange={(isNoData) => setDetails({ ...details, isNoData })}
              testId="no-data-switch"
              disabled={refused}
            />
          </section>
        ) : null}
        {sections.fields ? (
          <DonationInfoSection
            fields={detailsConfig.fieldList}
            values={details.fields}
            disabled={refused}
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
            disabled={refused}
          />
        ) : null}
        {sections.receipt ? (
          <ReceiptSection
            config={detailsConfig}
            sections={sections}
            entry={details.receipt}
            onChange={(receipt) => setDetails((current) => ({ ...current, receipt }))}
            pickup={{
              address: form.receiptPickUpAddress,
              mobile: form.receiptPickUpMobile,
              name: form.receiptPickUpName,
            }}
            disabled={refused}
          />
        ) : null}
        {sections.mailing ? (
          <MailingSection
            entry={details.postal}
            onChange={(postal) => setDetails((current) => ({ ...current, postal }))}
            disabled={refused}
          />
        ) : null}
        {/* Doc 2 §2.1: the anonymous-name switch is hidden in English. */}
        {form.isShowAnonymous === 1 && !english ? (
          <section className="donate-card">
            <SwitchRow
              label={t('donate.switches.anonymous')}
              checked={isAnonymous}
              onChange={setAnonymous}
              testId="anonymous-switch"
              disabled={refused}
            />
          </section>
        ) : null}
        {showPayMethodList(methods) ? (
          <PayMethodList methods={methods} value={payType} onChange={setPayType} />
        ) : null}
        {payType === CAMPUS_CARD_PAY_TYPE ? (
          <CampusCardSection
            value={campusCard.card}
            onChange={(card) => setCampusCard({ card, balanceFen: null })}
            onBalance={(balanceFen) => setCampusCard((current) => ({ ...current, balanceFen }))}
            disabled={refused}
          />
        ) : null}
        <AgreementRow checked={agreed} onChange={setAgreed} />
      </fieldset>
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
    </form>
  );
}
