import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { TUserCenter } from '@alma/shared/api/user-center';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { AGREEMENTS_KEY } from './agreement-keys.ts';

/**
 * Whether the donor is a certified alumnus (user/center/my's isAlumni): the contract flow is for
 * them only, whatever the project (doc 4 §1, §6), and the generation call checks the same flag.
 */
export function useCertifiedAlumnus() {
  return useQuery({
    queryKey: [...AGREEMENTS_KEY, 'certified'],
    queryFn: () => apiGet<TUserCenter>(SPEC_PATHS.userCenter.my, {}, { quiet: true }),
    select: (user) => user.isAlumni === 1,
    // Certifying happens in the mini-program: coming back, the donor is asked about afresh.
    staleTime: 0,
  });
}
