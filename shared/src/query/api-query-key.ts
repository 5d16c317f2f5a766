import { toWireParams } from '../api/api-client';
import type { Endpoint, ParamsOf } from '../contracts/endpoint';

/** Every API query key starts with this, so the cache policy can tell API data from other loads. */
export const API_QUERY_ROOT = 'api';

export type ApiQueryKey = readonly [typeof API_QUERY_ROOT, string, Record<string, string>];

/**
 * The cache key of one call: endpoint path plus the params as they go on the wire, so
 * `{ title_id: 42 }` and `{ title_id: '42' }` (or a remote that omits an undefined
 * param) share one cache entry across remotes.
 */
export function apiQueryKey<E extends Endpoint>(endpoint: E, params: ParamsOf<E>): ApiQueryKey {
  return [API_QUERY_ROOT, endpoint.path, toWireParams(params as Record<string, unknown>)];
}

/** The endpoint path of an API query key, or null for any other query. */
export function apiPathOf(queryKey: readonly unknown[]): string | null {
  const [root, path] = queryKey;
  return root === API_QUERY_ROOT && typeof path === 'string' ? path : null;
}
