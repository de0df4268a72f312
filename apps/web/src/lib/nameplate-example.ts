import type { TNameplateExample } from '@alma/shared/api/naming';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/**
 * items/nameplateExample (doc 2 §3), read by the naming form and the nameplate editor: the plate
 * picture, its text boxes and its example picture. Quiet: a project without one still gets a
 * plain plate, not an error toast.
 */
export function getNameplateExample(itemsId: number): Promise<TNameplateExample> {
  return apiGet<TNameplateExample>(SPEC_PATHS.items.nameplateExample, { itemsId }, { quiet: true });
}

export function useNameplateExample(itemsId: number) {
  return useQuery({
    queryKey: ['items', 'nameplateExample', itemsId],
    queryFn: () => getNameplateExample(itemsId),
    // Staff change a plate rarely; the editor may be opened several times in one order.
    staleTime: 5 * 60_000,
  });
}
