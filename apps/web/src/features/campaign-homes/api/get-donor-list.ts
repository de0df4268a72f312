import type { TPage } from '@alma/shared/api/common';
import type { TNamedDonorRow } from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { DONOR_LIST_LIMIT } from '../model/campaigns.ts';

/**
 * items/donateSeatList (doc 4 §7: limit 999, offset 0): every named donor of a campaign at once,
 * rows of name, seats and donateTime. Quiet: the page draws its own failure with a retry.
 */
export function useDonorList(itemsId: number) {
  return useQuery({
    queryKey: ['campaignHomes', 'donateSeatList', itemsId],
    queryFn: () =>
      apiGet<TPage<TNamedDonorRow>>(
        SPEC_PATHS.items.donateSeatList,
        { limit: DONOR_LIST_LIMIT, offset: 0, itemsId },
        { quiet: true },
      ),
  });
}
