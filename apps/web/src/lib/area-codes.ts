import type { ZAreaCode } from '@alma/shared/api/site';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';
import { currentLanguage } from './language.ts';

export type TAreaCode = ReturnType<typeof ZAreaCode.parse>;

/** Country calling codes for the mobile's prefix picker, commonest first (doc 3 §7 area/groupList). */
export function getAreaCodes(): Promise<TAreaCode[]> {
  return apiGet<TAreaCode[]>(SPEC_PATHS.system.areaGroupList, {}, { quiet: true });
}

export function useAreaCodes() {
  return useQuery({
    // The names come in the interface language.
    queryKey: ['area', 'groupList', currentLanguage()],
    queryFn: getAreaCodes,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
