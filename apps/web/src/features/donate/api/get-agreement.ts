import { useBaseConfig } from '../../../lib/base-config.ts';

/** baseConfig's agreement (doc 2 §3). */
export function useAgreement() {
  const query = useBaseConfig();
  const config = query.data;
  return { ...query, data: config ? { title: config.agreeTitle, content: config.agreeContent } : undefined };
}
