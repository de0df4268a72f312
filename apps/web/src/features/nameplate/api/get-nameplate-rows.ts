import type { TSeatShowRow } from '@alma/shared/api/naming';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * The named object's display rows (doc 4 §7): items/getSeatShowData for a seat claim (type 1),
 * items/getBookShowData for a book claim (type 2). Quiet: the page shows "not found" itself.
 */
export function getNameplateRows(type: 1 | 2, id: number): Promise<TSeatShowRow[]> {
  const path = type === 1 ? SPEC_PATHS.items.getSeatShowData : SPEC_PATHS.items.getBookShowData;
  return apiGet<TSeatShowRow[]>(path, { id }, { quiet: true });
}

export function useNameplateRows(type: 1 | 2, id: number) {
  return useQuery({
    queryKey: ['naming', 'showData', type, id],
    queryFn: () => getNameplateRows(type, id),
  });
}
