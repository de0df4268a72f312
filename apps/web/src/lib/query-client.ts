import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/**
 * One query cache. A business answer (an ApiError: -1, -997, -998) is final and the shell has
 * already shown or handled it, so only network failures are retried, once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
      refetchOnWindowFocus: false,
    },
  },
});
