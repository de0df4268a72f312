import type { TNameplateTemplate, TNameplateTemplateWrite } from '@alma/shared/admin-api/naming-inventory';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

const templateKey = (itemsId: number) => ['naming-inventory', 'nameplate', itemsId] as const;

export function useNameplateTemplate(itemsId: number) {
  return useQuery({
    queryKey: templateKey(itemsId),
    queryFn: () => adminCall<TNameplateTemplate>('GET', `/nameplate-templates/${itemsId}`),
  });
}

export function useSaveNameplateTemplate(itemsId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TNameplateTemplateWrite) =>
      adminCall<TNameplateTemplate>('PUT', `/nameplate-templates/${itemsId}`, { body: input }),
    onSuccess: (saved) => {
      client.setQueryData(templateKey(itemsId), saved);
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
