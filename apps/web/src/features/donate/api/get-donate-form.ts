import type { TFormDetail, TItemsSubPrice } from '@alma/shared/api/donate';
import type { TItemDetail } from '@alma/shared/api/items';
import { useQueries } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

const DONATEU = '/uplus-foundation/app/v1/donateu';

export function getItemDetail(id: number): Promise<TItemDetail> {
  return apiGet<TItemDetail>(`${DONATEU}/items/itemsDetail`, { id }, { publicCall: true });
}

export function getItemsSubPrice(itemsId: number): Promise<TItemsSubPrice> {
  return apiGet<TItemsSubPrice>(`${DONATEU}/items/itemsSubPrice`, { itemsId });
}

export function getFormDetail(itemsId: number): Promise<TFormDetail> {
  return apiGet<TFormDetail>(`${DONATEU}/items/formDetail`, { itemsId });
}

export type DonateFormData = { item: TItemDetail; subPrice: TItemsSubPrice; form: TFormDetail };

/** The three reads the form is drawn from (doc 2 §7), loaded side by side. */
export function useDonateForm(itemsId: number) {
  const results = useQueries({
    queries: [
      { queryKey: ['donate', 'itemsDetail', itemsId], queryFn: () => getItemDetail(itemsId) },
      { queryKey: ['donate', 'itemsSubPrice', itemsId], queryFn: () => getItemsSubPrice(itemsId) },
      { queryKey: ['donate', 'formDetail', itemsId], queryFn: () => getFormDetail(itemsId) },
    ],
  });
  const [item, subPrice, form] = results;
  const data: DonateFormData | undefined =
    item.data && subPrice.data && form.data
      ? { item: item.data, subPrice: subPrice.data, form: form.data }
      : undefined;
  return {
    data,
    isError: results.some((result) => result.isError),
    refetch: () => {
      for (const result of results) if (result.isError) void result.refetch();
    },
  };
}
