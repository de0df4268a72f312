import type { TRefundStatus } from '@alma/shared/admin-api/refunds';
import type { RefundAnswer } from '../../integrations/payments/payment-provider.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { OFFLINE_SOURCE } from '../ledger/offline-gift-service.ts';
import { type RefundOutcome, recordRefundAnswer, refundToSend } from '../ledger/refund-answer-service.ts';
import type { LedgerDeps } from '../ledger/settle-service.ts';

export type RefundSendDeps = LedgerDeps & { payments: PaymentProviders };

const MINUTE = 60_000;

/** A refund still going is asked about again after a quarter of the time it has taken, 1 min to 1 h. */
export function reaskDelayMs(decidedAt: Date, now: Date): number {
  return Math.min(60 * MINUTE, Math.max(MINUTE, (now.getTime() - decidedAt.getTime()) / 4));
}

function outcomeOf(answer: RefundAnswer): RefundOutcome {
  if (!answer.accepted) return { refused: answer.reason ?? 'refused' };
  return answer.processing ? { pending: 'processing' } : { done: true };
}

/**
 * The refunds.send job: asks the order's provider to give a decided refund back (again, with the
 * same refund number, when it was still going), and hands the answer to the ledger. The one place
 * a provider's refund is called; no request waits on it. Answers the refund's status and, while
 * it is still PROCESSING, when to ask again.
 */
export async function sendRefund(
  deps: RefundSendDeps,
  refundId: number,
  options: { firstAsk: boolean },
  now = new Date(),
): Promise<{ status: TRefundStatus | null; askAgainAt: Date | null }> {
  const target = await refundToSend(deps.database.db, refundId);
  if (!target) return { status: null, askAgainAt: null };
  if (target.status !== 'PROCESSING') return { status: target.status as TRefundStatus, askAgainAt: null };
  const provider = target.provider ? deps.payments.byName(target.provider) : null;
  let outcome: RefundOutcome = { pending: 'provider not configured' };
  // Money finance received outside the app goes back the same way (a transfer finance makes, as the
  // refund dialog says): no provider holds it, and the decided refund is the record that it went.
  if (target.provider === OFFLINE_SOURCE) outcome = { done: true };
  else if (provider) {
    try {
      outcome = outcomeOf(
        await provider.refund({
          billNo: target.billNo,
          refundNo: target.refundNo,
          amountFen: target.amountFen,
          ...(target.tradeNo ? { tradeNo: target.tradeNo } : {}),
        }),
      );
    } catch {
      // No answer (a timeout, a 5xx): whether it went through is unknown, so it stays PROCESSING.
      outcome = { pending: 'provider did not answer' };
    }
  }
  const status = await recordRefundAnswer(deps, refundId, outcome, options, now);
  const askAgainAt =
    status === 'PROCESSING' ? new Date(now.getTime() + reaskDelayMs(target.decidedAt, now)) : null;
  return { status, askAgainAt };
}
