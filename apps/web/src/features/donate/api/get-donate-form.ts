import type { TFormDetail, TItemsSubPrice } from '@alma/shared/api/donate';
import type { TItemDetail } from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQueries } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { itemDetailQuery } from '../../../lib/item-detail.ts';

export function getItemsSubPrice(itemsId: number): Promise<TItemsSubPrice> {
  return apiGet<TItemsSubPrice>(SPEC_PATHS.items.itemsSubPrice, { itemsId });
}

export function getFormDetail(itemsId: number): Promise<TFormDetail> {
  return apiGet<TFormDetail>(SPEC_PATHS.items.formDetail, { itemsId });
}

export type DonateFormData = { item: TItemDetail; subPrice: TItemsSubPrice; form: TFormDetail };
/** The project and its form config: all an order needs (the naming form has no amount section). */
export type OrderFormData = Pick<DonateFormData, 'item' | 'form'>;

const formQuery = (itemsId: number) => ({
  queryKey: ['donate', 'formDetail', itemsId],
  queryFn: () => getFormDetail(itemsId),
});

function retryFailed(results: readonly { isError: boolean; refetch: () => unknown }[]) {
  for (const result of results) if (result.isError) void result.refetch();
}

/**
 * The three reads the form is drawn from (doc 2 §7), loaded side by side. The project is the detail
 * page's own query (lib/item-detail.ts): opened from there, the form already has it.
 */
export function useDonateForm(itemsId: number) {
  const results = useQueries({
    queries: [
      itemDetailQuery(itemsId),
      { queryKey: ['donate', 'itemsSubPrice', itemsId], queryFn: () => getItemsSubPrice(itemsId) },
      formQuery(itemsId),
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
    refetch: () => retryFailed(results),
  };
}

/** The naming form's reads: the project and its form config (doc 2 §2.2). */
export function useNamingForm(itemsId: number) {
  const results = useQueries({ queries: [itemDetailQuery(itemsId), formQuery(itemsId)] });
  const [item, form] = results;
  const data: OrderFormData | undefined =
    item.data && form.data ? { item: item.data, form: form.data } : undefined;
  return {
    data,
    isError: results.some((result) => result.isError),
    refetch: () => retryFailed(results),
  };
}
