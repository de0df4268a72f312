import type {
  TAppearanceSettings,
  TBaseSettings,
  TInstitutionSettings,
  TMiniProgramSettings,
  TReceiptSettings,
} from '@alma/shared/admin-api/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

const SETTINGS_KEY = ['settings'] as const;

/** GET /settings: the three parts as saved, and the config file's own values beside them. */
export function useInstitutionSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => adminCall<TInstitutionSettings>('GET', '/settings'),
  });
}

/** Each part is saved on its own (PUT /settings/<part>); the body is that part's shared contract. */
export type TSettingsParts = {
  base: TBaseSettings;
  receipt: TReceiptSettings;
  appearance: TAppearanceSettings;
  'mini-program': TMiniProgramSettings;
};

/** A save answers the whole settings: the cache takes them, and the audit trail shows the change. */
export function useSaveSettings<P extends keyof TSettingsParts>(part: P) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TSettingsParts[P]) =>
      adminCall<TInstitutionSettings>('PUT', `/settings/${part}`, { body }),
    onSuccess: (saved) => {
      client.setQueryData(SETTINGS_KEY, saved);
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
