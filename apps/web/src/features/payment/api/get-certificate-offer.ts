import type { TFormDetail } from '@alma/shared/api/donate';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * Whether the project gives certificates at all (formDetail's isShowCertificate and
 * isOpenCertificate, doc 2 §4.3), so the success page does not wait for one that cannot come.
 * The key is the donation form's own: coming straight from the form, the answer is in the cache.
 * Undefined while unknown (not asked yet, or the call failed): the page then waits as if it might.
 */
export function useCertificateOffer(itemsId: number | undefined): boolean | undefined {
  const form = useQuery({
    queryKey: ['donate', 'formDetail', itemsId],
    queryFn: () => apiGet<TFormDetail>(SPEC_PATHS.items.formDetail, { itemsId }, { quiet: true }),
    enabled: itemsId !== undefined && itemsId > 0,
    select: (detail) => detail.isShowCertificate === 1 && detail.isOpenCertificate === 1,
  });
  return form.data;
}
