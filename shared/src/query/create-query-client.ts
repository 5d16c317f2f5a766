import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { apiPathOf } from './api-query-key';
import { WALLET_MUTATION_PATHS, afterWalletMutation, invalidateAfterReaderMutation } from './cache-policy';

/** Data stays fresh this long: navigating back and forth within it costs no call. */
export const DEFAULT_STALE_TIME_MS = 60_000;

/**
 * The page's one QueryClient (the host creates it; standalone pages and tests make their
 * own). docs/product-rules.md §7: API calls are never retried. Other loads (images) may retry twice.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME_MS,
        retry: (failures, error) => !isApiError(error) && failures < 2,
        // Focus refetches would surprise a reader mid-episode and cost calls; screens that
        // need fresh numbers (balances) ask for them on mount.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
    // A wallet mutation invalidates balances and entitlements wherever it was called from;
    // a reader mutation (favorite, evaluation) what it changed.
    mutationCache: new MutationCache({
      onSuccess: (answer, _variables, _context, mutation) => {
        const path = apiPathOf(mutation.options.mutationKey ?? []);
        if (path === null) return undefined;
        if (WALLET_MUTATION_PATHS.has(path)) return afterWalletMutation(client, path, answer);
        return invalidateAfterReaderMutation(client, path);
      },
    }),
  });
  return client;
}
