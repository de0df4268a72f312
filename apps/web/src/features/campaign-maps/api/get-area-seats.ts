import type { TSeatList } from '@alma/shared/api/naming';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * items/seatList (doc 2 §7) of the area a map item belongs to: its label and its terms
 * (priceList), which the naming draft needs and getSeatDetail does not carry. Asked only when
 * the donor taps the naming button.
 */
export const areaSeatsQuery = (areaId: number) =>
  queryOptions({
    queryKey: ['campaignMaps', 'areaSeats', areaId],
    queryFn: () => apiGet<TSeatList>(SPEC_PATHS.items.seatList, { areaId }),
    staleTime: 30_000,
  });
