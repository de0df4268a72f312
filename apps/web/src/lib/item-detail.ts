import type { TItemDetail } from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

/**
 * items/itemsDetail (doc 1 §7), the project entity, sent as a public call. One query for every
 * screen that draws a project (the detail page, the donation and naming forms), so a form opened
 * from the detail page draws the project already in the cache. Quiet: each screen draws its own
 * not-found or failed state instead of the shell's toast on top of it.
 */
export function getItemDetail(id: number): Promise<TItemDetail> {
  return apiGet<TItemDetail>(SPEC_PATHS.items.itemsDetail, { id }, { publicCall: true, quiet: true });
}

export const itemDetailKey = (id: number) => ['items', 'itemsDetail', id] as const;

export function itemDetailQuery(id: number) {
  return queryOptions({ queryKey: itemDetailKey(id), queryFn: () => getItemDetail(id) });
}

/** The project of the screen, once its id is known. */
export function useItemDetail(id: number | undefined) {
  return useQuery({ ...itemDetailQuery(id ?? 0), enabled: id !== undefined });
}

/** The project of a detail page opened fresh, asked for while the screen's code loads. */
export function prefetchItemDetail(client: QueryClient, id: number): Promise<void> {
  return client.prefetchQuery(itemDetailQuery(id));
}
