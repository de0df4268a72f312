import type { TMatchQuote } from '@alma/shared/api/giving-days';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * givingDay/matchQuote (issue 25): what a live giving day's pools would match a gift of `money`
 * yuan to the project with. Quiet: an estimate that fails says nothing, giving goes on.
 */
export function getMatchQuote(itemsId: number, money: number): Promise<TMatchQuote> {
  return apiGet<TMatchQuote>(SPEC_PATHS.givingDay.matchQuote, { itemsId, money }, { quiet: true });
}
