import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { TInsertTogetherAnswer, TInsertTogetherBody } from '@alma/shared/api/together';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** POST together/insertTogether; a -1 answer is toasted by the api client and thrown. */
export function insertTogether(body: TInsertTogetherBody): Promise<TInsertTogetherAnswer> {
  return apiPost<TInsertTogetherAnswer>(SPEC_PATHS.together.insertTogether, body);
}

export function useInsertTogether() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: insertTogether,
    // The project's together tab lists the new fundraiser.
    onSuccess: () => client.invalidateQueries({ queryKey: ['items', 'togetherList'] }),
  });
}
