import type { TNameplateExample } from '@alma/shared/api/naming';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

const DONATEU = '/uplus-foundation/app/v1/donateu';

/** items/nameplateExample: the plate's background and text boxes (doc 2 §3), drawn per slot. */
export function getNameplateExample(itemsId: number): Promise<TNameplateExample> {
  // Quiet: the carousel shows plain plates when the example cannot be read.
  return apiGet<TNameplateExample>(`${DONATEU}/items/nameplateExample`, { itemsId }, { quiet: true });
}

export function useNameplateExample(itemsId: number) {
  return useQuery({
    queryKey: ['items', 'nameplateExample', itemsId],
    queryFn: () => getNameplateExample(itemsId),
  });
}
