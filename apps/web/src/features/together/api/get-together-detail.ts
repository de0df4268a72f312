import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { TTogetherDetail } from '@alma/shared/api/together';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

export const togetherDetailKey = (id: number) => ['together', 'detail', id] as const;

/** together/togetherDetail: a public read, the token only tells whether the viewer is the sponsor. */
export function getTogetherDetail(id: number): Promise<TTogetherDetail> {
  return apiGet<TTogetherDetail>(SPEC_PATHS.together.togetherDetail, { id }, { quiet: true });
}

export function useTogetherDetail(id: number) {
  return useQuery({
    queryKey: togetherDetailKey(id),
    queryFn: () => getTogetherDetail(id),
    // Live figures: a sponsor coming back to the page (or to WeChat) sees what friends gave.
    staleTime: 0,
    refetchOnWindowFocus: true,
    // A share link of a fundraiser that does not exist stays "not found"; asking again will not help.
    retry: (count, error) => !(error instanceof ApiError) && count < 2,
  });
}

/** together/delete: only the sponsor's own fundraiser; the answer's message is '取消成功'. */
export function cancelTogether(id: number): Promise<null> {
  return apiGet<null>(SPEC_PATHS.together.delete, { id });
}

export function useCancelTogether(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelTogether(id),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: togetherDetailKey(id) }),
        client.invalidateQueries({ queryKey: ['items', 'togetherList'] }),
      ]),
  });
}
