import type { ApiError } from '@ciao/shared';

/** Why the server refused a money call (1001 with data.reason), when it is one of the reasons the caller knows. */
export function refusalOf<R extends string>(error: ApiError | null, known: readonly R[]): R | null {
  if (!error || typeof error.data !== 'object' || error.data === null) return null;
  const reason = (error.data as { reason?: unknown }).reason;
  return known.find((candidate) => candidate === reason) ?? null;
}
