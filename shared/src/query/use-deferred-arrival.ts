import { useDeferredValue } from 'react';

/**
 * `value` (a query's answer), except that its arrival, from undefined to a value, is rendered in
 * a transition: React renders the screen that shows it in slices of a few milliseconds with the
 * browser running between them, instead of in one long task (Total Blocking Time on a phone).
 * Until that render is done it returns undefined, so the screen keeps its loading state. A later
 * change (a refetch, another title already cached) is returned at once: a screen never shows
 * the previous answer under the new address.
 */
export function useDeferredArrival<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value);
  return deferred === undefined ? undefined : value;
}
