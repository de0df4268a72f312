import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

export type AreaOption = { id: string; title: string; isLeaf: boolean };

/** Provinces (parent '0'), a province's cities or a city's districts (doc 4 §3 area option). */
export function getAreaChildren(parentId: string): Promise<AreaOption[]> {
  return apiGet<AreaOption[]>(SPEC_PATHS.system.getAreaDictionaryByParentId, { parentId }, { quiet: true });
}

/** One level of the region cascader; nothing is asked until the level above is chosen. */
export function useAreaChildren(parentId: string | null) {
  return useQuery({
    queryKey: ['area', 'children', parentId],
    queryFn: () => getAreaChildren(parentId ?? '0'),
    enabled: parentId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
