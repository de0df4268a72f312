import { apiGet } from '../../../lib/api-client.ts';

const DONATE4ALI = '/uplus-foundation/app/v1/donateu/items/donate4ali';

/**
 * items/donate4ali (doc 3 §7): the provider's auto-submitting form in data.data (the sandbox may
 * answer a cashier URL). Quiet: the page explains a refusal in its own words.
 */
export function getAlipayForm(billNo: string): Promise<unknown> {
  return apiGet<unknown>(DONATE4ALI, { donatePlatOrder: billNo }, { quiet: true });
}
