import { RESPONSE_CODES } from '@ciao/shared/contracts';

/** A failure a handler answers on purpose, with its docs/product-rules.md §8 response_code. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Details the client may act on (docs/product-rules.md §8: errors carry data), e.g. { reason: 'age_under_13' }. */
    readonly data?: Record<string, unknown>,
    /** When asking again may succeed (the Retry-After header of a 1103). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const parameterInvalid = (message: string) => new ApiFailure(RESPONSE_CODES.PARAMETER_INVALID, message);
export const notLoggedIn = () => new ApiFailure(RESPONSE_CODES.NOT_LOGGED_IN, 'user not logged in');

/**
 * 1103, docs/product-rules.md §8 "too many requests (site congested, try later)", with Retry-After: when the
 * caller may try again, in whole seconds (never 0, which would invite an immediate retry).
 */
export const tooManyRequests = (retryAfterMs: number, data?: Record<string, unknown>) =>
  new ApiFailure(RESPONSE_CODES.TOO_MANY_REQUESTS, 'too many requests', data, Math.max(1, Math.ceil(retryAfterMs / 1000)));
