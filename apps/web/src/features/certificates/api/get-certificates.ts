import type {
  TCertificateDetail,
  TCertificatePage,
  TCertificateStayPage,
} from '@alma/shared/api/certificates';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { PAGE_SIZE } from '@alma/shared/constants/limits';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { type BookTab, certificatePageFilter, type PaperStatusChip } from '../model/book-tabs.ts';

/** Keys under ['user'] belong to the session: login and logout drop them. */
export const CERTIFICATES_KEY = ['user', 'certificates'] as const;

/** The stay list loads at most 99 rows at once (doc 3 §9), all an application may name. */
const STAY_LIMIT = 99;

/** certificate/page, 10 a page, the offset growing by 10 as the donor scrolls (doc 3 §9). */
export function useCertificatePage(tab: BookTab, status: PaperStatusChip) {
  const filter = certificatePageFilter(tab, status);
  return useInfiniteQuery({
    queryKey: [...CERTIFICATES_KEY, 'page', tab, status],
    queryFn: ({ pageParam }) =>
      apiGet<TCertificatePage>(SPEC_PATHS.certificate.page, {
        limit: PAGE_SIZE,
        offset: pageParam,
        ...filter,
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

/** certificate/stay/page: donations that may still get a paper certificate, asked when applying. */
export function useCertificateStay(enabled: boolean) {
  return useQuery({
    queryKey: [...CERTIFICATES_KEY, 'stay'],
    queryFn: () =>
      apiGet<TCertificateStayPage>(SPEC_PATHS.certificate.stayPage, { limit: STAY_LIMIT, offset: 0 }),
    enabled,
    // Each application starts from the list as it is now.
    staleTime: 0,
    select: (page) => page.rows,
  });
}

/** certificate/detail?id= (doc 3 §7). */
export function useCertificateDetail(id: number) {
  return useQuery({
    queryKey: [...CERTIFICATES_KEY, 'detail', id],
    queryFn: () => apiGet<TCertificateDetail>(SPEC_PATHS.certificate.detail, { id }, { quiet: true }),
    enabled: id > 0,
  });
}
