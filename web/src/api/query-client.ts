import { QueryClient } from '@tanstack/react-query';
import { CACHE_TIMES } from '@hiti/contracts';

/**
 * Reads are stale at once, kept only while used, never retried and not refetched on focus;
 * the hooks of the reads that the specification caches longer say so themselves.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: CACHE_TIMES.defaultStaleMs,
        gcTime: CACHE_TIMES.defaultGcMs,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
