import type { TDonateAnswer } from '@alma/shared/api/donate';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet, apiPost, NetworkError } from '../../../lib/api-client.ts';

/**
 * POST items/donate: a -1 answer is toasted by the api client and thrown (doc 2 §8). When the
 * answer is lost on the way (the order may exist), the same request is sent once more with the
 * same Idempotency-Key, and the server answers the order it already made instead of a second one.
 */
export async function placeDonation(body: Record<string, unknown>): Promise<TDonateAnswer> {
  const options = { headers: { 'idempotency-key': crypto.randomUUID() } };
  try {
    return await apiPost<TDonateAnswer>(SPEC_PATHS.items.donate, body, options);
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return apiPost<TDonateAnswer>(SPEC_PATHS.items.donate, body, options);
  }
}

/** items/cancel: the result is not shown (doc 2 §7), so failures stay quiet. */
export async function cancelDonation(billNo: string): Promise<void> {
  await apiGet<unknown>(SPEC_PATHS.items.cancel, { donatePlatOrder: billNo }, { quiet: true }).catch(
    () => undefined,
  );
}
