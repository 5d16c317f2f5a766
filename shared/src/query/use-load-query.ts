import { hashKey, useQuery, useQueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

export type LoadQueryOptions<T, E> = Omit<UseQueryOptions<T, E, T, QueryKey>, 'queryKey' | 'queryFn'>;

/** A query plus `retry`, the one action every error state offers. */
export type LoadQueryResult<T, E> = UseQueryResult<T, E> & { retry: () => void };

/**
 * Loads anything through the page's query cache. `load` gets an AbortSignal that fires
 * when no component wants the answer any more (unmount, new key). `retry` resets the
 * entry and loads again, so the screen goes back to its loading state as it did before.
 */
export function useLoadQuery<T, E = Error>(
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  options: LoadQueryOptions<T, E> = {},
): LoadQueryResult<T, E> {
  const client = useQueryClient();
  const queryFn = ({ signal }: { signal: AbortSignal }) => load(signal);
  // The load starts while rendering, not once committed (when useQuery would start it): React
  // holds back the reveal of a Suspense boundary up to 300 ms after its fallback showed (a
  // remote's region on a first page), and the answer can arrive in that time instead of after
  // it. As TanStack's usePrefetchQuery does: only for a key the cache has never seen.
  if ((options.enabled === undefined || options.enabled === true) && client.getQueryState(queryKey) === undefined) {
    void client.prefetchQuery({ queryKey, queryFn, retry: options.retry, retryDelay: options.retryDelay, staleTime: options.staleTime });
  }
  const query = useQuery<T, E, T, QueryKey>({ ...options, queryKey, queryFn });
  const hash = hashKey(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash stands for the key; a new array with the same content is the same entry.
  const retry = useCallback(() => void client.resetQueries({ queryKey, exact: true }), [client, hash]);
  // Assign, not spread: spreading would read every field of the tracked result and
  // re-render on changes the component never looks at.
  return Object.assign(query, { retry });
}
