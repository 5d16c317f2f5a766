import { RESPONSE_CODES, isApiError } from '@ciao/shared';
import { isRouteErrorResponse } from '@ciao/shared/router';

export const MAINTENANCE_CODE = RESPONSE_CODES.MAINTENANCE;

export type RouteErrorKind = { kind: 'not-found' } | { kind: 'maintenance' } | { kind: 'error'; code: string | null };

function responseCodeOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('response_code' in data)) return null;
  const code = (data as { response_code: unknown }).response_code;
  return typeof code === 'number' ? code : null;
}

/**
 * docs/product-rules.md §8: the code comes from the error's data, else its status code; the maintenance
 * code shows the maintenance page; status 404 shows not-found; no code at all is Unknown.
 */
export function classifyRouteError(error: unknown): RouteErrorKind {
  let code: number | null = null;
  let status: number | null = null;
  if (isApiError(error)) {
    code = responseCodeOf(error.data) ?? error.responseCode;
    status = error.statusCode;
  } else if (isRouteErrorResponse(error)) {
    code = responseCodeOf(error.data);
    status = error.status;
  }
  if (code === MAINTENANCE_CODE) return { kind: 'maintenance' };
  if (code === null && status === 404) return { kind: 'not-found' };
  const shown = code ?? (status || null);
  return { kind: 'error', code: shown === null ? null : String(shown) };
}
