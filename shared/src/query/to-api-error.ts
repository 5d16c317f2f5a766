import { ApiError } from '../api/api-error';
import { RESPONSE_CODES } from '../contracts/response-codes';

/**
 * docs/product-rules.md §8: callers handle exactly one error shape. Anything that is not an ApiError (a bug,
 * a thrown TypeError) becomes the server error 1099 here, the only place that does it.
 */
export function toApiError(cause: unknown): ApiError {
  return cause instanceof ApiError ? cause : new ApiError(0, RESPONSE_CODES.SERVER_ERROR, null, String(cause));
}
