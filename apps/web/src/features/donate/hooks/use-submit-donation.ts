import {
  type DonationDetails,
  detailsProblemText,
  firstDetailsProblem,
} from '@alma/shared/validation/donation-details';
import { Dialog } from 'antd-mobile';
import i18next from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { giveAntdMobileCreateRoot } from '../../../lib/antd-react19.ts';
import { permissionOfError } from '../../../lib/donate-permission.ts';
import { useFeature } from '../../../lib/institution-context.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { showToast } from '../../../lib/toast.ts';
import type { DonateFormData } from '../api/get-donate-form.ts';
import { cancelDonation, placeDonation } from '../api/place-donation.ts';
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
import {
  CAMPUS_CARD_PAY_TYPE,
  type CampusCard,
  campusCardPayload,
  checkCampusCard,
} from '../model/campus-card.ts';
import { detailsConfigOf, detailsPayload } from '../model/details.ts';
import { buildDonatePayload, donateFromOf } from '../model/donate-payload.ts';
import { decidePayAction } from '../model/pay-action.ts';
import { NO_OP_PAY_TYPE } from '../model/pay-methods.ts';
import { forgetPendingBill, readPendingBill, rememberPendingBill } from '../model/pending-order.ts';
import { hasWechatBridge, runWechatPay } from './run-wechat-pay.ts';

giveAntdMobileCreateRoot();

/** Doc 3 §8 and doc 4 §9: the agreement warning and server errors stay 2 s. */
const AGREEMENT_TOAST_MS = 2000;

export type DonationChoice = {
  entry: AmountEntry;
  subItemsId: number | null;
  payType: number | null;
  isAnonymous: boolean;
  /** Donation info, certificate, receipt and mailing; `details.isNoData` is the anonymous record. */
  details: DonationDetails;
  agreed: boolean;
  /** The card and its balance as last read (fen), used when pay type 9 is chosen. */
  campusCard: { card: CampusCard; balanceFen: number | null };
};

const t = (key: string) => i18next.t(key);
const toast = (text: string, ms = VALIDATION_TOAST_MS) => void showToast(text, ms);

/** The first failing rule of doc 2 §5 as a toast; the checked amount when all pass. */
function validate(data: DonateFormData, choice: DonationChoice): { fen: number; units?: number } | null {
  if (isEntryEmpty(choice.entry)) {
    const key = choice.entry.kind === 'money' ? 'donate.amount.placeholder' : 'donate.goods.unitsPlaceholder';
    toast(t(key));
    return null;
  }
  const checked = checkEntry(choice.entry, rulesOf(data.form));
  if (!checked.ok) {
    toast(problemText(currentLanguage(), checked.problem), problemToastMs(checked.problem));
    return null;
  }
  if (data.subPrice.isSub === 1 && data.subPrice.subItemsList.length > 0 && choice.subItemsId === null) {
    toast(t('donate.sub.placeholder'));
    return null;
  }
  const language = currentLanguage();
  const detailsProblem = firstDetailsProblem(
    detailsConfigOf(data.form),
    checked.fen,
    choice.details,
    language,
  );
  if (detailsProblem) {
    toast(detailsProblemText(detailsProblem, language));
    return null;
  }
  if (choice.payType === null) {
    toast(t('donate.pay.unavailable'));
    return null;
  }
  if (choice.payType === CAMPUS_CARD_PAY_TYPE) {
    const problem = checkCampusCard(choice.campusCard.card, checked.fen, choice.campusCard.balanceFen);
    if (problem) {
      toast(t(problem));
      return null;
    }
  }
  if (!choice.agreed) {
    toast(t('donate.agree.pleaseAgree'), AGREEMENT_TOAST_MS);
    return null;
  }
  return checked.units === undefined ? { fen: checked.fen } : { fen: checked.fen, units: checked.units };
}

/**
 * Doc 2 §4.2 step 3: continue or close; an institution with `largeRemindCloseOnly` only lets the
 * donor close it (the reminder then stops the donation, as that school wants a call first).
 */
async function confirmLargeAmount(content: string, closeOnly: boolean): Promise<boolean> {
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

/**
 * Confirm-and-pay of doc 2 §4.2. The button is disabled while an order is on its way, so a double
 * tap cannot place two orders; a lost answer is retried with the same Idempotency-Key.
 */
export function useSubmitDonation(data: DonateFormData, togetherId: number | null, onNotAlumni: () => void) {
  const navigate = useNavigate();
  const largeRemindCloseOnly = useFeature('largeRemindCloseOnly');
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const itemsId = data.item.id;

  // Back from the cashier, a page restored from the back-forward cache must be usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busy.current = false;
      setSubmitting(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const pay = async (payType: number, choice: DonationChoice, amount: { fen: number; units?: number }) => {
    const earlier = readPendingBill(itemsId);
    if (earlier) {
      await cancelDonation(earlier);
      forgetPendingBill(itemsId);
    }
    const order = buildDonatePayload({
      itemsId,
      formId: data.form.id,
      itemsType: data.item.itemsType,
      amount:
        amount.units === undefined
          ? { kind: 'money', fen: amount.fen }
          : { kind: 'goods', units: amount.units },
      subItemsId: data.subPrice.isSub === 1 ? choice.subItemsId : null,
      togetherId,
      payType,
      isAnonymous: choice.isAnonymous,
      isNoData: choice.details.isNoData,
      donateFrom: donateFromOf(navigator.userAgent),
    });
    const body = {
      ...order,
      ...detailsPayload(detailsConfigOf(data.form), amount.fen, choice.details),
      ...(payType === CAMPUS_CARD_PAY_TYPE ? campusCardPayload(choice.campusCard.card) : {}),
    };
    let answer: Awaited<ReturnType<typeof placeDonation>>;
    try {
      answer = await placeDonation(body);
    } catch (error) {
      // A -1 was already toasted by the api client; the alumni refusal is this screen's to show.
      if (permissionOfError(error) === 'notAlumni') onNotAlumni();
      return false;
    }
    const billNo = answer.orderPayRequestDTO.billNo;
    rememberPendingBill(itemsId, billNo);
    const action = decidePayAction(payType, answer.data, hasWechatBridge());
    switch (action.kind) {
      case 'redirect':
        window.location.assign(action.url);
        return true;
      case 'jsapi': {
        if (await runWechatPay(action.params)) {
          forgetPendingBill(itemsId);
          navigate(`/pay-back?id=${encodeURIComponent(billNo)}`);
          return true;
        }
        toast(t('donate.pay.cancelled'));
        await cancelDonation(billNo);
        forgetPendingBill(itemsId);
        navigate(-1);
        return true;
      }
      case 'needsWechat':
        toast(t('donate.pay.needsWechat'), AGREEMENT_TOAST_MS);
        await cancelDonation(billNo);
        forgetPendingBill(itemsId);
        return false;
      case 'alipay':
        navigate(`/alipay?billNo=${encodeURIComponent(billNo)}`);
        return true;
      case 'success':
        navigate(`/success?billNo=${encodeURIComponent(billNo)}`);
        return true;
      case 'payback':
        navigate(`/pay-back?id=${encodeURIComponent(billNo)}`);
        return true;
    }
  };

  const submit = async (choice: DonationChoice) => {
    if (busy.current) return;
    const amount = validate(data, choice);
    // Doc 2 §4.1: the one school's extra option does nothing when submitted.
    if (!amount || choice.payType === null || choice.payType === NO_OP_PAY_TYPE) return;
    const large = needsLargeReminder(data.form, amount.fen);
    if (large && !(await confirmLargeAmount(data.form.remindContent, largeRemindCloseOnly))) return;
    busy.current = true;
    setSubmitting(true);
    let leaving = false;
    try {
      leaving = await pay(choice.payType, choice, amount);
    } finally {
      // While the browser heads for the cashier the button stays disabled.
      if (!leaving) {
        busy.current = false;
        setSubmitting(false);
      }
    }
  };

  return { submitting, submit };
}
