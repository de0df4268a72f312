import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import type { PaybackAnswer } from '../rules/payback-poll.ts';

/**
 * items/payback (doc 3 §7): data 1 means paid. Quiet, because the screens say "payment failed"
 * themselves; a refused call (someone else's or an unknown order) is final, a lost request is not.
 */
export async function checkPayback(billNo: string): Promise<PaybackAnswer> {
  try {
    const paid = await apiGet<number>(SPEC_PATHS.items.payback, { donatePlatOrder: billNo }, { quiet: true });
    return paid === 1 ? 'paid' : 'pending';
  } catch (error) {
    return error instanceof ApiError ? 'refused' : 'pending';
  }
}
