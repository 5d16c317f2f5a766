import { isApiError } from '@ciao/shared';

/** The `reason` a docs/product-rules.md §8 failure carries in its data (2006's rule, 2009's and 2017's why), if any. */
export function errorReason(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const reason = (error.data as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? reason : undefined;
}
