import { translate } from '@alma/shared/i18n/server-messages';
import i18next from 'i18next';
import { useMemo } from 'react';
import { useFeature } from '../../../lib/institution-context.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { clearDraft, draftTotalFen, type NamingDraft, namingPayload } from '../../../lib/naming-draft.ts';
import { rememberBillFlow, useNamingFlow } from '../../../lib/naming-flow.ts';
import type { OrderFormData } from '../api/get-donate-form.ts';
import { needsLargeReminder, VALIDATION_TOAST_MS } from '../model/amount.ts';
import { donateFromOf } from '../model/donate-payload.ts';
import { debounceTaps, NAMING_SUBMIT_DEBOUNCE_MS, namingProblem } from '../model/naming-order.ts';
import { orderBody } from '../model/order-body.ts';
import type { OrderSections } from '../model/order-sections.ts';
import { NO_OP_PAY_TYPE } from '../model/pay-methods.ts';
import {
  AGREEMENT_TOAST_MS,
  agreementProblem,
  confirmLargeAmount,
  type OrderProblem,
  sectionsProblem,
  toastProblem,
} from './order-checks.ts';
import { type ReadyOrder, usePlaceOrder } from './use-place-order.ts';

/** The nameplates and periods (doc 2 §5), as a toast. */
function plateProblem(draft: NamingDraft): OrderProblem | null {
  const problem = namingProblem(draft);
  if (!problem) return null;
  return { text: translate(currentLanguage(), problem.key, problem.params), ms: VALIDATION_TOAST_MS };
}

/** The hhu tree form (doc 4 §5): 请先签约捐赠协议书 until signed, then 清先阅读并同意 until ticked. */
function hhuAgreementProblem(url: string | null, sections: OrderSections): OrderProblem | null {
  if (!url) return { text: i18next.t('donate.hhu.signFirst'), ms: AGREEMENT_TOAST_MS };
  return sections.agreed ? null : { text: i18next.t('donate.hhu.readAndAgree'), ms: AGREEMENT_TOAST_MS };
}

/**
 * Confirm-and-pay of the naming form (doc 2 §4.2, doc 4 §4): the same checks, order and payment as
 * a donation, priced by the draft (the server prices it again and refuses a changed price), plus the
 * seats or books with their nameplates. The draft is dropped once the order is placed; a refused
 * order keeps it. Taps are debounced 500 ms.
 */
export function useSubmitNaming(
  data: OrderFormData,
  draft: NamingDraft,
  onNotAlumni: () => void,
  /** The hhu tree form's signed agreement (null: none signed yet); null for other forms. */
  agreement: { url: string | null } | null = null,
) {
  const largeRemindCloseOnly = useFeature('largeRemindCloseOnly');
  const itemsId = data.item.id;
  const flow = useNamingFlow();
  const { submitting, submit } = usePlaceOrder(itemsId, onNotAlumni);
  const accepts = useMemo(() => debounceTaps(NAMING_SUBMIT_DEBOUNCE_MS), []);

  const check = async (sections: OrderSections): Promise<ReadyOrder | null> => {
    const fen = draftTotalFen(draft);
    const problem =
      sectionsProblem(data.form, fen, sections) ??
      plateProblem(draft) ??
      (agreement ? hhuAgreementProblem(agreement.url, sections) : agreementProblem(sections));
    if (problem) {
      toastProblem(problem);
      return null;
    }
    const payType = sections.payType;
    if (payType === null || payType === NO_OP_PAY_TYPE) return null;
    if (
      needsLargeReminder(data.form, fen) &&
      !(await confirmLargeAmount(data.form.remindContent, largeRemindCloseOnly))
    ) {
      return null;
    }
    const order = {
      amount: { kind: 'money' as const, fen },
      subItemsId: null,
      togetherId: null,
      payType,
      donateFrom: donateFromOf(navigator.userAgent),
    };
    return {
      payType,
      body: {
        ...orderBody(data, order, sections, fen),
        ...namingPayload(draft),
        ...(agreement?.url ? { agreementUrl: agreement.url } : {}),
      },
      // The payment's return (pay-back) ends on the success page of the flow the order came from.
      onPlaced: (billNo) => {
        clearDraft(itemsId);
        rememberBillFlow(billNo, flow);
      },
    };
  };

  return {
    submitting,
    submit: (sections: OrderSections) => {
      if (accepts()) void submit(() => check(sections));
    },
  };
}
