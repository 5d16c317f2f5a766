import type { QueryKey } from '@tanstack/react-query';
import { api } from '../api/api';
import type { ApiError } from '../api/api-error';
import type { Endpoint, ParamsOf, ResponseOf } from '../contracts/endpoint';
import { apiQueryKey, type ApiQueryKey } from './api-query-key';
import { toApiError } from './to-api-error';
import { useLoadQuery, type LoadQueryOptions, type LoadQueryResult } from './use-load-query';

export interface ApiCallOptions {
  /** docs/product-rules.md §8: this call keeps working during maintenance (the 1098 answer is not reported). */
  skipMaintenanceCheck?: boolean;
}

export type ApiQueryOptions<E extends Endpoint> = LoadQueryOptions<ResponseOf<E>, ApiError> & ApiCallOptions;

/** Calls an endpoint through the page's one API client; every failure is an ApiError. */
export async function fetchApi<E extends Endpoint>(
  endpoint: E,
  params: ParamsOf<E>,
  signal?: AbortSignal,
  options: ApiCallOptions = {},
): Promise<ResponseOf<E>> {
  try {
    return await api.call(endpoint, params, { ...options, ...(signal ? { signal } : {}) });
  } catch (cause) {
    // A cancelled call is the cache's business (it keeps the old state), not an error to show.
    if (signal?.aborted) throw cause;
    throw toApiError(cause);
  }
}

/** Key and loader of one call, for `queryClient.fetchQuery` / `prefetchQuery` outside React. */
export function apiQueryOptions<E extends Endpoint>(endpoint: E, params: ParamsOf<E>, options: ApiCallOptions = {}) {
  return {
    queryKey: apiQueryKey(endpoint, params) as ApiQueryKey & QueryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchApi(endpoint, params, signal, options),
  };
}

/**
 * One endpoint's answer, parsed by its zod contract and cached under
 * `apiQueryKey(endpoint, params)`, so every remote asking the same thing shares one call.
 */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  params: ParamsOf<E>,
  options: ApiQueryOptions<E> = {},
): LoadQueryResult<ResponseOf<E>, ApiError> {
  const { skipMaintenanceCheck, ...queryOptions } = options;
  const call = skipMaintenanceCheck === undefined ? {} : { skipMaintenanceCheck };
  return useLoadQuery<ResponseOf<E>, ApiError>(
    apiQueryKey(endpoint, params),
    (signal) => fetchApi(endpoint, params, signal, call),
    queryOptions,
  );
}
