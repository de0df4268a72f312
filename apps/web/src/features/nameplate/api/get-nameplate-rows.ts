import type { TSeatShowRow } from '@alma/shared/api/naming';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

const DONATEU = '/uplus-foundation/app/v1/donateu';

/**
 * The named object's display rows (doc 4 §7): items/getSeatShowData for a seat claim (type 1),
 * items/getBookShowData for a book claim (type 2). Quiet: the page shows "not found" itself.
 */
export function getNameplateRows(type: 1 | 2, id: number): Promise<TSeatShowRow[]> {
  const call = type === 1 ? 'getSeatShowData' : 'getBookShowData';
  return apiGet<TSeatShowRow[]>(`${DONATEU}/items/${call}`, { id }, { quiet: true });
}

export function useNameplateRows(type: 1 | 2, id: number) {
  return useQuery({
    queryKey: ['naming', 'showData', type, id],
    queryFn: () => getNameplateRows(type, id),
  });
}
