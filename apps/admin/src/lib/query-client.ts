import { QueryClient } from '@tanstack/react-query';
import { AdminApiError } from './admin-client.ts';

/**
 * One query cache. An answer the server gave (4xx, 5xx) is final and shown as it is; only a request
 * that got no answer is tried again, once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => error instanceof AdminApiError && error.status === 0 && failures < 1,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
