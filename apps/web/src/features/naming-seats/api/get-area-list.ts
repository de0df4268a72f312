import type { TSeatArea } from '@alma/shared/api/naming';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** items/areaList: a naming project's seat areas, in their order (doc 2 §7). */
export function getAreaList(itemsId: number): Promise<TSeatArea[]> {
  // Quiet: the screen shows its own load failure with a retry.
  return apiGet<TSeatArea[]>(SPEC_PATHS.items.areaList, { itemsId }, { quiet: true });
}

export const areaListQuery = (itemsId: number) => ({
  queryKey: ['naming', 'areaList', itemsId],
  queryFn: () => getAreaList(itemsId),
});

export function useAreaList(itemsId: number) {
  return useQuery(areaListQuery(itemsId));
}
