import type { TItemType } from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Category tabs of the project list (doc 1 §7 items/typeList). */
export function getItemTypes(): Promise<TItemType[]> {
  return apiGet<TItemType[]>(SPEC_PATHS.items.typeList);
}

export function useItemTypes() {
  return useQuery({ queryKey: ['items', 'typeList'], queryFn: getItemTypes, staleTime: 5 * 60_000 });
}
