import i18next from 'i18next';
import { useFeature } from '../../../lib/institution-context.ts';
import { currentLanguage } from '../../../lib/language.ts';
import type { DonateFormData } from '../api/get-donate-form.ts';
import {
  type AmountEntry,
  checkEntry,
  isEntryEmpty,
  needsLargeReminder,
  problemText,
  problemToastMs,
  rulesOf,
  VALIDATION_TOAST_MS,
} from '../model/amount.ts';
import { donateFromOf } from '../model/donate-payload.ts';
import { orderBody } from '../model/order-body.ts';
import type { OrderSections } from '../model/order-sections.ts';
import { NO_OP_PAY_TYPE } from '../model/pay-methods.ts';
import {
  agreementProblem,
  confirmLargeAmount,
  type OrderProblem,
  sectionsProblem,
  toastProblem,
} from './order-checks.ts';
import { type ReadyOrder, usePlaceOrder } from './use-place-order.ts';

export type DonationChoice = {
  entry: AmountEntry;
  subItemsId: number | null;
  /** Donation info, certificate, receipt and mailing, the switches, pay method and agreement. */
  sections: OrderSections;
};

const t = (key: string) => i18next.t(key);

type CheckedAmount = { fen: number; units?: number };

/** The first failing rule of doc 2 §5, or the checked amount when all pass. */
function validate(data: DonateFormData, choice: DonationChoice): OrderProblem | CheckedAmount {
  if (isEntryEmpty(choice.entry)) {
    const key = choice.entry.kind === 'money' ? 'donate.amount.placeholder' : 'donate.goods.unitsPlaceholder';
    return { text: t(key), ms: VALIDATION_TOAST_MS };
  }
  const checked = checkEntry(choice.entry, rulesOf(data.form));
  if (!checked.ok) {
    return { text: problemText(currentLanguage(), checked.problem), ms: problemToastMs(checked.problem) };
  }
  if (data.subPrice.isSub === 1 && data.subPrice.subItemsList.length > 0 && choice.subItemsId === null) {
    return { text: t('donate.sub.placeholder'), ms: VALIDATION_TOAST_MS };
  }
  const problem =
    sectionsProblem(data.form, checked.fen, choice.sections) ?? agreementProblem(choice.sections);
  if (problem) return problem;
  return checked.units === undefined ? { fen: checked.fen } : { fen: checked.fen, units: checked.units };
}

/** Confirm-and-pay of the donation form (doc 2 §4.2). */
export function useSubmitDonation(data: DonateFormData, togetherId: number | null, onNotAlumni: () => void) {
  const largeRemindCloseOnly = useFeature('largeRemindCloseOnly');
  const { submitting, submit } = usePlaceOrder(data.item.id, onNotAlumni);

  const check = async (choice: DonationChoice): Promise<ReadyOrder | null> => {
    const checked = validate(data, choice);
    if ('text' in checked) {
      toastProblem(checked);
      return null;
    }
    const payType = choice.sections.payType;
    // Doc 2 §4.1: the one school's extra option does nothing when submitted.
    if (payType === null || payType === NO_OP_PAY_TYPE) return null;
    const large = needsLargeReminder(data.form, checked.fen);
    if (large && !(await confirmLargeAmount(data.form.remindContent, largeRemindCloseOnly))) return null;
    const amount =
      checked.units === undefined
        ? { kind: 'money' as const, fen: checked.fen }
        : { kind: 'goods' as const, units: checked.units };
    const subItemsId = data.subPrice.isSub === 1 ? choice.subItemsId : null;
    return {
      payType,
      body: orderBody(
        data,
        { amount, subItemsId, togetherId, payType, donateFrom: donateFromOf(navigator.userAgent) },
        choice.sections,
        checked.fen,
      ),
    };
  };

  return { submitting, submit: (choice: DonationChoice) => submit(() => check(choice)) };
}
