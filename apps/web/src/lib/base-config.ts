import type { TBaseConfig } from '@alma/shared/api/site';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/** Foundation settings change rarely; every screen shares one cached copy. */
const BASE_CONFIG_STALE_MS = 5 * 60_000;

/** index/baseConfig: a public call (doc 1 §6), so it goes out without the token. */
export function getBaseConfig(): Promise<TBaseConfig> {
  return apiGet<TBaseConfig>(SPEC_PATHS.index.baseConfig, {}, { publicCall: true });
}

/** The foundation title, agreement, login background, award explanation and share settings. */
export function useBaseConfig() {
  return useQuery({
    queryKey: ['index', 'baseConfig'],
    queryFn: getBaseConfig,
    staleTime: BASE_CONFIG_STALE_MS,
  });
}
