import type { TAgreementPages } from '@alma/shared/api/agreements';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { AGREEMENTS_KEY } from './agreement-keys.ts';

/**
 * cpu/sign/agreement/pages (ours): a PDF the server gave, as one picture per page, for the phone
 * (the WeChat browser cannot show a PDF inside a page). Its links expire, so the answer is kept
 * only while the screen shows it.
 */
export function useAgreementPages(url: string, enabled = true) {
  return useQuery({
    queryKey: [...AGREEMENTS_KEY, 'pages', url],
    queryFn: () => apiGet<TAgreementPages>(SPEC_PATHS.cpuSign.pages, { url }, { quiet: true }),
    enabled: enabled && url !== '',
    select: (answer) => answer.pages,
    gcTime: 60_000,
  });
}
