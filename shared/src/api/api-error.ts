import { RESPONSE_CODES, responseCodeKey } from '../contracts/response-codes';

/**
 * The one error every failed call becomes (docs/product-rules.md §8: errors carry statusCode, data,
 * response_code). Network failures and unparseable answers become the server error 1099
 * with statusCode 0 or the HTTP status, so callers handle exactly one shape.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly responseCode: number;
  readonly data: unknown;

  constructor(statusCode: number, responseCode: number, data: unknown = null, message?: string) {
    super(message ?? `API error ${responseCode} (HTTP ${statusCode})`);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.responseCode = responseCode;
    this.data = data;
  }

  /** i18n key in the `errors` namespace for the user-facing message. */
  get messageKey(): string {
    return responseCodeKey(this.responseCode);
  }

  get isMaintenance(): boolean {
    return this.responseCode === RESPONSE_CODES.MAINTENANCE;
  }

  get isRegionDenied(): boolean {
    return this.responseCode === RESPONSE_CODES.REGION_DENIED;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
