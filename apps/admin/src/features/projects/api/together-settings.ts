import type {
  TTogetherSettings,
  TTogetherSettingsWrite,
} from '@alma/shared/admin-api/project-together-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

const togetherKey = (itemsId: number) => ['project-together-settings', itemsId] as const;

/** GET /projects/:id/together-settings: its own, or the defaults (isDefault) when it has none. */
export function useTogetherSettings(itemsId: number) {
  return useQuery({
    queryKey: togetherKey(itemsId),
    queryFn: () => adminCall<TTogetherSettings>('GET', `/projects/${itemsId}/together-settings`),
  });
}

/** Both writes answer the settings now in force, which become the cached ones. */
function useTogetherMutation<I>(itemsId: number, run: (input: I) => Promise<TTogetherSettings>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (saved) => {
      client.setQueryData(togetherKey(itemsId), saved);
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export function useSaveTogetherSettings(itemsId: number) {
  return useTogetherMutation(itemsId, (input: TTogetherSettingsWrite) =>
    adminCall<TTogetherSettings>('PUT', `/projects/${itemsId}/together-settings`, { body: input }),
  );
}

/** DELETE: back to the defaults (free entry and the no-target chip, no slogans or chips). */
export function useResetTogetherSettings(itemsId: number) {
  return useTogetherMutation(itemsId, (_: undefined) =>
    adminCall<TTogetherSettings>('DELETE', `/projects/${itemsId}/together-settings`),
  );
}
