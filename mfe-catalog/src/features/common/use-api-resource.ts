import { useCallback, useEffect, useState } from 'react';
import { ApiError, RESPONSE_CODES } from '@ciao/shared';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; data: T };

/** Anything that is not an ApiError (a bug, a thrown TypeError) still gets the one error shape. */
function toApiError(cause: unknown): ApiError {
  return cause instanceof ApiError ? cause : new ApiError(0, RESPONSE_CODES.SERVER_ERROR, null, String(cause));
}

/**
 * Loads data with the shared API client and offers a retry. The loader receives an
 * AbortSignal so a superseded request (new props, unmount) never overwrites newer state.
 */
export function useApiResource<T>(load: (signal: AbortSignal) => Promise<T>): Resource<T> & { retry: () => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger; a new attempt must run the effect again.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (cause: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error: toApiError(cause) });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
