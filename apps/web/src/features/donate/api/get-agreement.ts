import type { TBaseConfig } from '@alma/shared/api/site';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** baseConfig's agreement (doc 2 §3); a public call like itemsDetail. */
export function getBaseConfig(): Promise<TBaseConfig> {
  return apiGet<TBaseConfig>('/uplus-foundation/app/v1/donateu/index/baseConfig', {}, { publicCall: true });
}

export function useAgreement() {
  return useQuery({
    queryKey: ['donate', 'baseConfig'],
    queryFn: getBaseConfig,
    staleTime: 5 * 60_000,
    select: (config) => ({ title: config.agreeTitle, content: config.agreeContent }),
  });
}
