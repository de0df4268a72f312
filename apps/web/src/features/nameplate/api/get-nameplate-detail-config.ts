import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { parseDetailLook } from '../model/detail-look.ts';

/**
 * items/getNameplateDetailConfig (doc 4 §7): the detail page's look, as JSON text (or an object).
 * A server without it, or any failure, gives the neutral look: the rows matter, not the dress.
 */
export function getNameplateDetailConfig(type: 1 | 2, id: number): Promise<unknown> {
  return apiGet<unknown>(SPEC_PATHS.items.getNameplateDetailConfig, { type, id }, { quiet: true });
}

export function useNameplateDetailLook(type: 1 | 2, id: number) {
  return useQuery({
    queryKey: ['naming', 'detailConfig', type, id],
    queryFn: () => getNameplateDetailConfig(type, id),
    select: parseDetailLook,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
