import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/** Server state: no retry on answers that will not change by retrying (4xx). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
