import {
  type InvalidateOptions,
  type InvalidateQueryFilters,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { AdminApiError } from './admin-client.ts';

/**
 * A change's invalidation reads again every list it touched, including a list whose first read is
 * still on its way. TanStack restarts a fetch in flight only when its query already holds data
 * (query.js, `fetch`: "unless cancelRefetch is set and the query already has data"); a first read
 * (a new search's, a new page's) that left before the change is kept, and lands after it with the
 * old rows. CI saw it twice: a refund approved while its bill-number search was loading stayed in
 * the awaiting list, and a saved filter moved while the list's first read was loading stayed
 * hidden. So such reads are cancelled first (their state goes back to having none), and the
 * invalidation starts them again.
 */
export class ChangeAwareQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    const predicate = filters?.predicate;
    await this.cancelQueries({
      ...filters,
      fetchStatus: 'fetching',
      predicate: (query) => query.state.data === undefined && (predicate?.(query) ?? true),
    });
    return super.invalidateQueries(filters, options);
  }
}

/**
 * One query cache. An answer the server gave (4xx, 5xx) is final and shown as it is; only a request
 * that got no answer is tried again, once.
 */
export const queryClient = new ChangeAwareQueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => error instanceof AdminApiError && error.status === 0 && failures < 1,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
