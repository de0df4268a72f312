import type { TBaseConfig } from '@alma/shared/api/site';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** index/baseConfig (public): agreement title and content, and the login background. */
export function getBaseConfig(): Promise<TBaseConfig> {
  return apiGet<TBaseConfig>('/uplus-foundation/app/v1/donateu/index/baseConfig', {}, { publicCall: true });
}

export function useBaseConfig() {
  return useQuery({ queryKey: ['index', 'baseConfig'], queryFn: getBaseConfig, staleTime: 5 * 60_000 });
}
