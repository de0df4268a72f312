import type { ZAreaCode } from '@alma/shared/api/site';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';
import { currentLanguage } from './language.ts';

export type TAreaCode = ReturnType<typeof ZAreaCode.parse>;

/** Country calling codes for the mobile's prefix picker, commonest first (doc 3 §7 area/groupList). */
export function getAreaCodes(): Promise<TAreaCode[]> {
  return apiGet<TAreaCode[]>('/uplus-system/api/v1/area/groupList', {}, { quiet: true });
}

export function useAreaCodes() {
  return useQuery({
    // The names come in the interface language.
    queryKey: ['area', 'groupList', currentLanguage()],
    queryFn: getAreaCodes,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
