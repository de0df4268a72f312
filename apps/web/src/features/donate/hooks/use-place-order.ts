import i18next from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isMiniProgram, isWechatBrowser } from '../../../lib/device.ts';
import { permissionOfError } from '../../../lib/donate-permission.ts';
import { isMiddle } from '../../../lib/middle-auth.ts';
import {
  MIDDLE_PAY_PATH,
  MINI_PAY_PATH,
  miniPayUrl,
  openMiniProgramPay,
} from '../../../lib/mini-program-pay.ts';
import { flowOfBill, successPath } from '../../../lib/naming-flow.ts';
import { showToast } from '../../../lib/toast.ts';
import { cancelDonation, placeDonation } from '../api/place-donation.ts';
import { VALIDATION_TOAST_MS } from '../model/amount.ts';
import { decidePayAction } from '../model/pay-action.ts';
import { forgetPendingBill, readPendingBill, rememberPendingBill } from '../model/pending-order.ts';
import { AGREEMENT_TOAST_MS } from './order-checks.ts';
import { hasWechatBridge, runWechatPay } from './run-wechat-pay.ts';

/** A checked order, ready for items/donate. */
export type ReadyOrder = {
  payType: number;
  body: Record<string, unknown>;
  /** Runs once the server has placed the order, before payment starts (the naming form's draft). */
  onPlaced?: (billNo: string) => void;
};

const t = (key: string) => i18next.t(key);
const toast = (text: string, ms = VALIDATION_TOAST_MS) => void showToast(text, ms);

/**
 * Places an order and pays it (doc 2 §4.2 steps 4–6), for the donation form and the naming form
 * alike. `submit` takes the form's own check, which toasts its first problem and answers null, or
 * the order to place. While an order is on its way the button is disabled, so a double tap cannot
 * place two; a lost answer is retried with the same Idempotency-Key (api/place-donation.ts).
 */
export function usePlaceOrder(itemsId: number, onNotAlumni: () => void) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);

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

  /** True when the page is leaving for payment (the button then stays disabled). */
  const placeAndPay = async (order: ReadyOrder): Promise<boolean> => {
    const earlier = readPendingBill(itemsId);
    if (earlier) {
      await cancelDonation(earlier);
      forgetPendingBill(itemsId);
    }
    let answer: Awaited<ReturnType<typeof placeDonation>>;
    try {
      answer = await placeDonation(order.body);
    } catch (error) {
      // A -1 was already toasted by the api client; the alumni refusal is the screen's to show.
      if (permissionOfError(error) === 'notAlumni') onNotAlumni();
      return false;
    }
    const billNo = answer.orderPayRequestDTO.billNo;
    rememberPendingBill(itemsId, billNo);
    order.onPlaced?.(billNo);
    const action = decidePayAction(order.payType, answer.data, {
      inWechat: isWechatBrowser(navigator.userAgent),
      hasWechatBridge: hasWechatBridge(),
      inMiniProgram: isMiniProgram(navigator.userAgent),
    });
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
      case 'miniProgramPay':
        // The web view waits on pay-back, which the donor finds again when the pay page closes.
        if (
          openMiniProgramPay(miniPayUrl(isMiddle() ? MIDDLE_PAY_PATH : MINI_PAY_PATH, billNo, action.params))
        ) {
          forgetPendingBill(itemsId);
          navigate(`/pay-back?id=${encodeURIComponent(billNo)}`);
          return true;
        }
        toast(t('donate.pay.needsWechat'), AGREEMENT_TOAST_MS);
        await cancelDonation(billNo);
        forgetPendingBill(itemsId);
        return false;
      case 'needsWechat':
        toast(t('donate.pay.needsWechat'), AGREEMENT_TOAST_MS);
        await cancelDonation(billNo);
        forgetPendingBill(itemsId);
        return false;
      case 'alipay':
        navigate(`/alipay?billNo=${encodeURIComponent(billNo)}`);
        return true;
      case 'success':
        navigate(successPath(flowOfBill(billNo), billNo));
        return true;
      case 'payback':
        navigate(`/pay-back?id=${encodeURIComponent(billNo)}`);
        return true;
    }
  };

  const submit = async (check: () => Promise<ReadyOrder | null>) => {
    if (busy.current) return;
    const order = await check();
    if (!order) return;
    busy.current = true;
    setSubmitting(true);
    let leaving = false;
    try {
      leaving = await placeAndPay(order);
    } finally {
      if (!leaving) {
        busy.current = false;
        setSubmitting(false);
      }
    }
  };

  return { submitting, submit };
}
