import type { TAgreementProject } from '@alma/shared/api/agreements';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { AGREEMENTS_KEY } from './agreement-keys.ts';

/** cpu/sign/agreement/project/getList: the projects a contract can be made for, named in the reader's language. */
export function useAgreementProjects() {
  return useQuery({
    queryKey: [...AGREEMENTS_KEY, 'projects'],
    queryFn: () => apiGet<TAgreementProject[]>(SPEC_PATHS.cpuSign.projectList, {}, { quiet: true }),
  });
}
