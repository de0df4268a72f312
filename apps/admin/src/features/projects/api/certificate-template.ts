import type { TCertificateTemplateAnswer } from '@alma/shared/admin-api/fulfilment';
import type { TCertificateTemplate } from '@alma/shared/documents/certificate-template';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminBlob, adminCall } from '../../../lib/admin-client.ts';

const templateKey = (itemsId: number) => ['project-certificate-template', itemsId] as const;

/** GET /projects/:id/certificate-template: the saved layout (null: the default) and the default. */
export function useCertificateTemplate(itemsId: number) {
  return useQuery({
    queryKey: templateKey(itemsId),
    queryFn: () => adminCall<TCertificateTemplateAnswer>('GET', `/projects/${itemsId}/certificate-template`),
  });
}

/** PUT a layout, or null for the default; the answer becomes the cached one. */
export function useSaveCertificateTemplate(itemsId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (template: TCertificateTemplate | null) =>
      adminCall<TCertificateTemplateAnswer>('PUT', `/projects/${itemsId}/certificate-template`, {
        body: template,
      }),
    onSuccess: (saved) => {
      client.setQueryData(templateKey(itemsId), saved);
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

/**
 * A sample drawn with an unsaved layout (PNG bytes). Keyed by the layout itself, so going back to
 * an earlier one shows its drawing at once; the last drawing stays while the next one is made.
 */
export function useCertificatePreview(itemsId: number, template: TCertificateTemplate | null) {
  return useQuery({
    queryKey: ['certificate-preview', itemsId, template],
    queryFn: () => adminBlob('POST', `/projects/${itemsId}/certificate-template/preview`, { body: template }),
    enabled: template !== null,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
}
