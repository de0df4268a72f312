import type { TSeatMatch } from '@alma/shared/api/naming-activity';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet } from '../../../lib/api-client.ts';

/** naming/activity/searchSeat (ours, find my name): a donor's name or an item's number, with its map. */
export function searchSeat(itemsId: number, keyword: string): Promise<TSeatMatch[]> {
  return apiGet<TSeatMatch[]>(SPEC_PATHS.namingActivity.searchSeat, { itemsId, keyword });
}
