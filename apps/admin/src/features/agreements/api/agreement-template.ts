import type {
  TAgreementPreview,
  TAgreementPreviewAnswer,
  TAgreementTemplate,
  TAgreementTemplateAnswer,
} from '@alma/shared/admin-api/agreements';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

const templateOptions = (itemsId: number) =>
  queryOptions({
    queryKey: ['agreement-template', itemsId],
    queryFn: () => adminCall<TAgreementTemplateAnswer>('GET', `/projects/${itemsId}/agreement-template`),
  });

/** GET /projects/:id/agreement-template: the project's own, or the default to start from. */
export function useAgreementTemplate(itemsId: number) {
  return useQuery(templateOptions(itemsId));
}

/** PUT the template; the answer becomes the cached one (the editor then starts from it). */
export function useSaveAgreementTemplate(itemsId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (template: TAgreementTemplate) =>
      adminCall<TAgreementTemplateAnswer>('PUT', `/projects/${itemsId}/agreement-template`, {
        body: template,
      }),
    onSuccess: (saved) => {
      client.setQueryData(templateOptions(itemsId).queryKey, saved);
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

/**
 * DELETE the project's own template: the answer is the default it goes back to, and becomes the
 * cached template (as a save's answer does).
 */
export const resetTemplateMutation = (client: QueryClient, itemsId: number) => ({
  mutationFn: () => adminCall<TAgreementTemplateAnswer>('DELETE', `/projects/${itemsId}/agreement-template`),
  onSuccess: (answer: TAgreementTemplateAnswer) => {
    client.setQueryData(templateOptions(itemsId).queryKey, answer);
    return client.invalidateQueries({ queryKey: ['audit'] });
  },
});

export function useResetAgreementTemplate(itemsId: number) {
  return useMutation(resetTemplateMutation(useQueryClient(), itemsId));
}

/**
 * The pages of an unsaved template drawn by the server's renderer. Keyed by what is drawn, so going
 * back to an earlier text shows its pages at once; the last pages stay while the next ones are drawn.
 */
export function useAgreementPreview(input: TAgreementPreview | null) {
  return useQuery({
    queryKey: ['agreement-preview', input],
    queryFn: () =>
      adminCall<TAgreementPreviewAnswer>('POST', '/agreement-templates/preview', { body: input }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}
