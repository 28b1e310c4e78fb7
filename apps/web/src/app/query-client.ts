import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

/**
 * Server state: no retry on answers that will not change by retrying (4xx). `offlineFirst`: with no signal a request
 * is still tried once, so the service worker can answer from what the device kept (issue 24); mutations fail at
 * once instead of waiting paused, and the forms that work offline keep the record on the device.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    mutations: { networkMode: 'offlineFirst' },
    queries: {
      networkMode: 'offlineFirst',
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
