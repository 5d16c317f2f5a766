// The data layer: TanStack Query over the shared API client (see shared/README.md).
export { apiQueryKey, apiPathOf, API_QUERY_ROOT, type ApiQueryKey } from './api-query-key';
export {
  ACCOUNT_SCOPED_PATHS,
  READER_MUTATION_STALE_PATHS,
  WALLET_MUTATION_PATHS,
  WALLET_QUERY_PATHS,
  clearAccountData,
  installCachePolicy,
  invalidateWallet,
  refreshAccountData,
  replaceVisitorAnswers,
} from './cache-policy';
export { createQueryClient, DEFAULT_STALE_TIME_MS } from './create-query-client';
export { QueryProvider } from './query-provider';
export { toApiError } from './to-api-error';
export { apiQueryOptions, fetchApi, useApiQuery, type ApiCallOptions, type ApiQueryOptions } from './use-api-query';
export { useApiMutation, type ApiMutationOptions } from './use-api-mutation';
export { useDeferredArrival } from './use-deferred-arrival';
export { useLoadQuery, type LoadQueryOptions, type LoadQueryResult } from './use-load-query';
// Re-exported so host and remotes need no direct dependency on the library for the type.
export type { QueryClient } from '@tanstack/react-query';
// The page's one client, for code outside the data hooks (the host's navigation checks).
export { useQueryClient } from '@tanstack/react-query';
