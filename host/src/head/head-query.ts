import { apiQueryKey, useApiQuery, useQueryClient, type ApiQueryOptions, type Endpoint, type ParamsOf } from '@ciao/shared';

/**
 * An API answer a head (or a redirect) is decided from, with its failure as the cache holds it: a
 * query that failed is shown loading on the server's next render (it would load again on mount),
 * so its result there has no error; the head needs it to answer "not found".
 */
export function useHeadQuery<E extends Endpoint>(endpoint: E, params: ParamsOf<E>, options: ApiQueryOptions<E> = {}) {
  const result = useApiQuery(endpoint, params, options);
  const state = useQueryClient().getQueryState(apiQueryKey(endpoint, params));
  return { data: result.data, error: result.error ?? (state?.status === 'error' ? state.error : null), retry: result.retry };
}
