import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * items/donate4ali (doc 3 §7): the provider's auto-submitting form in data.data (the sandbox may
 * answer a cashier URL). Quiet: the page explains a refusal in its own words.
 */
export function getAlipayForm(billNo: string): Promise<unknown> {
  return apiGet<unknown>(SPEC_PATHS.items.donate4ali, { donatePlatOrder: billNo }, { quiet: true });
}
