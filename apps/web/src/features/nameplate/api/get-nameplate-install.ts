import type { TNameplateInstall } from '@alma/shared/api/nameplate-install';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * items/nameplateInstall (ours, issue 14): a named seat's plaque progress. Seats only — books have
 * no plaque to install; a failure shows no progress (the nameplate is what the page is for).
 */
export function useNameplateInstall(type: 1 | 2, id: number) {
  return useQuery({
    queryKey: ['naming', 'install', id],
    queryFn: () => apiGet<TNameplateInstall>(SPEC_PATHS.items.nameplateInstall, { id }, { quiet: true }),
    enabled: type === 1,
    retry: false,
  });
}
