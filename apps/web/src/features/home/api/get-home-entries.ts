import type { THomeEntries } from '@alma/shared/api/home';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** index/homeEntries (ours): the banners and tiles staff placed, in the donor's language. */
function homeEntriesOptions() {
  return queryOptions({
    queryKey: ['index', 'homeEntries'],
    queryFn: () => apiGet<THomeEntries>(SPEC_PATHS.home.homeEntries, {}, { publicCall: true }),
    staleTime: 60_000,
  });
}

export function useHomeEntries() {
  return useQuery(homeEntriesOptions());
}

/** Asked for with the layout's code, before the home's first render. */
export function prefetchHomeEntries(client: QueryClient): Promise<void> {
  return client.prefetchQuery(homeEntriesOptions());
}

/** The entries already in the cache, if any. */
export function getHomeEntriesNow(client: QueryClient): THomeEntries | undefined {
  return client.getQueryData(homeEntriesOptions().queryKey);
}
