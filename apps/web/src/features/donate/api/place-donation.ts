import type { TDonateAnswer } from '@alma/shared/api/donate';
import { apiGet, apiPost } from '../../../lib/api-client.ts';

const DONATEU = '/uplus-foundation/app/v1/donateu';

/** POST items/donate: a -1 answer is toasted by the api client and thrown (doc 2 §8). */
export function placeDonation(body: Record<string, unknown>): Promise<TDonateAnswer> {
  return apiPost<TDonateAnswer>(`${DONATEU}/items/donate`, body);
}

/** items/cancel: the result is not shown (doc 2 §7), so failures stay quiet. */
export async function cancelDonation(billNo: string): Promise<void> {
  await apiGet<unknown>(`${DONATEU}/items/cancel`, { donatePlatOrder: billNo }, { quiet: true }).catch(
    () => undefined,
  );
}
