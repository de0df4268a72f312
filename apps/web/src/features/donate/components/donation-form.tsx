import { sectionsOf } from '@alma/shared/validation/donation-details';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftMatchNote } from '../../../components/gift-match-note.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/toast.ts';
import type { DonateFormData } from '../api/get-donate-form.ts';
import { useMatchQuote } from '../hooks/use-match-quote.ts';
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
import { detailsConfigOf, givingDayAnswers } from '../model/details.ts';
import { initialOrderSections } from '../model/order-sections.ts';
import { payPlaceOf } from '../model/pay-methods.ts';
import { GoodsAmount } from './goods-amount.tsx';
import { MoneyAmount } from './money-amount.tsx';
import { DetailsSections, PaySections, SubmitBar } from './order-sections.tsx';
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

  const [amountText, setAmountText] = useState('');
  const [goodsEntry, setGoodsEntry] = useState({ units: '', total: '' });
  const [subItemsId, setSubItemsId] = useState<number | null>(() =>
    subOptions.some((option) => option.id === initialSubItemsId) ? initialSubItemsId : null,
  );
  const detailsConfig = useMemo(() => detailsConfigOf(form), [form]);
  const [place] = useState(() => payPlaceOf(navigator.userAgent));
  const [state, setState] = useState(() => initialOrderSections(form, place));
  const { submitting, submit } = useSubmitDonation(data, togetherId, onNotAlumni);

  const entry: AmountEntry = goods
    ? { kind: 'goods', unitsText: goodsEntry.units, priceYuan: item.materialPrice }
    : { kind: 'money', amountText };

  // The sections that depend on the amount follow what is typed; an unusable amount counts as 0.
  const checkedAmount = isEntryEmpty(entry) ? null : checkEntry(entry, rulesOf(form));
  const amountFen = checkedAmount?.ok ? checkedAmount.fen : 0;
  const sections = sectionsOf(detailsConfig, amountFen, state.details);
  const english = currentLanguage() === 'English';
  // Issue 25: a live giving day's match of the gift (money, or goods at their price), estimated as
  // the amount changes; a pool for some donors (a college, a class year) counts when the answer on
  // the form qualifies.
  const matchLines = useMatchQuote(
    item.id,
    amountFen,
    givingDayAnswers(detailsConfig, amountFen, state.details),
  );
  const matchNote = <GiftMatchNote lines={matchLines} tense="estimate" testId="match-estimate" />;

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
        void submit({ entry, subItemsId, sections: state });
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
            note={matchNote}
          />
        ) : (
          <MoneyAmount
            chips={chips}
            value={amountText}
            locked={amountInputLocked(subPrice, chips.length)}
            onChange={setAmountText}
            onBlur={checkOnBlur}
            note={matchNote}
          />
        )}
        {subOptions.length > 0 ? (
          <SubProjectSelect options={subOptions} value={subItemsId} onChange={setSubItemsId} />
        ) : null}
        {form.isShowNoData === 1 ? (
          <section className="donate-card">
            <SwitchRow
              label={t('donate.switches.noData')}
              checked={state.details.isNoData}
              onChange={(isNoData) =>
                setState((current) => ({ ...current, details: { ...current.details, isNoData } }))
              }
              testId="no-data-switch"
              disabled={refused}
            />
          </section>
        ) : null}
        <DetailsSections
          form={form}
          config={detailsConfig}
          sections={sections}
          state={state}
          update={setState}
          disabled={refused}
        />
        {/* Doc 2 §2.1: the anonymous-name switch is hidden in English. */}
        {form.isShowAnonymous === 1 && !english ? (
          <section className="donate-card">
            <SwitchRow
              label={t('donate.switches.anonymous')}
              checked={state.isAnonymous}
              onChange={(isAnonymous) => setState((current) => ({ ...current, isAnonymous }))}
              testId="anonymous-switch"
              disabled={refused}
            />
          </section>
        ) : null}
        <PaySections form={form} place={place} state={state} update={setState} disabled={refused} />
      </fieldset>
      <SubmitBar refused={refused} submitting={submitting} onNotAlumni={onNotAlumni} />
    </form>
  );
}
