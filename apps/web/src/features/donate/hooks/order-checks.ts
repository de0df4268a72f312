import type { TFormDetail } from '@alma/shared/api/donate';
import { detailsProblemText, firstDetailsProblem } from '@alma/shared/validation/donation-details';
import { Dialog } from 'antd-mobile';
import i18next from 'i18next';
import { giveAntdMobileCreateRoot } from '../../../lib/antd-react19.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/toast.ts';
import { VALIDATION_TOAST_MS } from '../model/amount.ts';
import { CAMPUS_CARD_PAY_TYPE, checkCampusCard } from '../model/campus-card.ts';
import { detailsConfigOf } from '../model/details.ts';
import type { OrderSections } from '../model/order-sections.ts';

giveAntdMobileCreateRoot();

/** Doc 3 §8 and doc 4 §9: the agreement warning and server errors stay 2 s. */
export const AGREEMENT_TOAST_MS = 2000;

/** A refusal as the donor sees it: a toast's text and how long it stays. */
export type OrderProblem = { text: string; ms: number };

const t = (key: string) => i18next.t(key);

export function toastProblem(problem: OrderProblem): void {
  void showToast(problem.text, problem.ms);
}

/**
 * The sections after the amount, in the order the donor meets them (doc 2 §5): the first visible
 * required field or broken rule of donation info, certificate, receipt and mailing, then the pay
 * method and the campus card. Both the donation form and the naming form run it on their amount.
 */
export function sectionsProblem(
  form: TFormDetail,
  amountFen: number,
  state: OrderSections,
): OrderProblem | null {
  const language = currentLanguage();
  const details = firstDetailsProblem(detailsConfigOf(form), amountFen, state.details, language);
  if (details) return { text: detailsProblemText(details, language), ms: VALIDATION_TOAST_MS };
  if (state.payType === null) return { text: t('donate.pay.unavailable'), ms: VALIDATION_TOAST_MS };
  if (state.payType === CAMPUS_CARD_PAY_TYPE) {
    const card = checkCampusCard(state.campusCard.card, amountFen, state.campusCard.balanceFen);
    if (card) return { text: t(card), ms: VALIDATION_TOAST_MS };
  }
  return null;
}

/** Doc 2 §4.2 step 2: after the form is valid, the agreement must be ticked (PLEASE_AGREE, 2 s). */
export function agreementProblem(state: Pick<OrderSections, 'agreed'>): OrderProblem | null {
  return state.agreed ? null : { text: t('donate.agree.pleaseAgree'), ms: AGREEMENT_TOAST_MS };
}

/**
 * Doc 2 §4.2 step 3: continue or close; an institution with `largeRemindCloseOnly` only lets the
 * donor close it (the reminder then stops the donation, as that school wants a call first).
 */
export async function confirmLargeAmount(content: string, closeOnly: boolean): Promise<boolean> {
  if (closeOnly) {
    await Dialog.alert({ title: t('donate.large.title'), content, confirmText: t('donate.large.close') });
    return false;
  }
  return Dialog.confirm({
    title: t('donate.large.title'),
    content,
    confirmText: t('donate.large.continue'),
    cancelText: t('donate.large.close'),
  });
}
