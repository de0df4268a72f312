import type { TSeatShowRow } from '@alma/shared/api/naming';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * items/getSeatShowData: a named seat's display rows (doc 2 §4.4). Not quiet: a refusal (the
 * naming ended meanwhile) is the server's message in a toast.
 */
export function getSeatShowData(donateSeatId: number): Promise<TSeatShowRow[]> {
  return apiGet<TSeatShowRow[]>(SPEC_PATHS.items.getSeatShowData, { id: donateSeatId });
}

/** For queryClient.fetchQuery on a tap: read live every time (a naming can end). */
export const seatShowQuery = (donateSeatId: number) => ({
  queryKey: ['naming', 'seatShow', donateSeatId],
  queryFn: () => getSeatShowData(donateSeatId),
  staleTime: 0,
});
