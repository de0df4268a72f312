import type { ZSettingRow } from '@alma/shared/api/site';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api-client.ts';
import { schoolLogo } from '../model/detail-look.ts';

type SettingRow = z.infer<typeof ZSettingRow>;

/** setting/base/list (doc 4 §7): the public settings; the nameplate card wants school_logo. */
export function getPublicSettings(): Promise<SettingRow[]> {
  return apiGet<SettingRow[]>(SPEC_PATHS.system.settingBaseList, {}, { quiet: true });
}

export function useSchoolLogo() {
  return useQuery({
    queryKey: ['site', 'settings'],
    queryFn: getPublicSettings,
    select: schoolLogo,
    retry: false,
    staleTime: 5 * 60_000,
  });
}
