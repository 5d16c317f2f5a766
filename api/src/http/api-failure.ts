import { RESPONSE_CODES } from '@ciao/shared/contracts';

/** A failure a handler answers on purpose, with its section 8 response_code. */
export class ApiFailure extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Details the client may act on (spec 8: errors carry data), e.g. { reason: 'age_under_13' }. */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

export const parameterInvalid = (message: string) => new ApiFailure(RESPONSE_CODES.PARAMETER_INVALID, message);
export const notLoggedIn = () => new ApiFailure(RESPONSE_CODES.NOT_LOGGED_IN, 'user not logged in');
