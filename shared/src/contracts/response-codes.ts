/** docs/product-rules.md §8: every response_code the API can answer, with its message key. */
export const RESPONSE_CODES = {
  SUCCESS: 0,
  PARAMETER_INVALID: 1001,
  /** Ours (so marked in docs/product-rules.md §8): the edge places the reader in a region the operator refuses (DENIED_REGIONS). */
  REGION_DENIED: 1097,
  MAINTENANCE: 1098,
  SERVER_ERROR: 1099,
  WEB_TOKEN_INVALID: 1101,
  WEB_TOKEN_CREATE_FAILED: 1102,
  TOO_MANY_REQUESTS: 1103,
  USER_NOT_EXIST: 2000,
  ACCOUNT_NOT_ACTIVE: 2001,
  LOGIN_FAILED: 2002,
  DEVICE_OVER_LIMIT: 2003,
  LOGOUT_FAILED: 2004,
  INVALID_EMAIL: 2005,
  INVALID_PASSWORD: 2006,
  ALREADY_REGISTERED: 2007,
  EMAIL_USED: 2008,
  SAVE_FAILED: 2009,
  ORIGINAL_UUID_EXISTS: 2010,
  NOT_LOGGED_IN: 2011,
  UNREGISTERED: 2012,
  RESIGNED: 2013,
  BANNED: 2014,
  EMAIL_RESIGNED: 2015,
  MODIFY_INVALID_TOKEN: 2017,
  TERMS_INCOMPLETE: 2019,
  TITLE_NOT_FOUND: 3000,
  EPISODE_NOT_FOUND: 3100,
  WEEKLY_TITLE_NOT_FOUND: 3200,
  FAVORITE_ALREADY: 3400,
  FAVORITE_LIMIT: 3401,
  GIFT_ERROR: 8000,
  GIFT_NOT_FOUND: 8001,
  GIFT_EXPIRED: 8002,
  GIFT_JOIN_LIMIT: 8003,
  GIFT_ALREADY_RECEIVED: 8004,
} as const;

export type ResponseCodeName = keyof typeof RESPONSE_CODES;
export type ResponseCode = (typeof RESPONSE_CODES)[ResponseCodeName];

const byCode = new Map<number, ResponseCodeName>(Object.entries(RESPONSE_CODES).map(([name, code]) => [code, name as ResponseCodeName]));

/** The i18n key (namespace `errors`) of a code; unknown codes fall back to the server error. */
export function responseCodeKey(code: number): string {
  return `code_${byCode.has(code) ? code : RESPONSE_CODES.SERVER_ERROR}`;
}

export function isKnownResponseCode(code: number): code is ResponseCode {
  return byCode.has(code);
}

/** The HTTP status the API answers with for each failure code. */
export function httpStatusOf(code: number): number {
  if (code === RESPONSE_CODES.SUCCESS) return 200;
  if (code === RESPONSE_CODES.MAINTENANCE) return 503;
  // 451 Unavailable For Legal Reasons: what a region refusal is.
  if (code === RESPONSE_CODES.REGION_DENIED) return 451;
  if (code === RESPONSE_CODES.TOO_MANY_REQUESTS) return 429;
  if (code === RESPONSE_CODES.SERVER_ERROR || code === RESPONSE_CODES.WEB_TOKEN_CREATE_FAILED) return 500;
  if (code === RESPONSE_CODES.NOT_LOGGED_IN || code === RESPONSE_CODES.WEB_TOKEN_INVALID || code === RESPONSE_CODES.MODIFY_INVALID_TOKEN)
    return 401;
  if (
    code === RESPONSE_CODES.TITLE_NOT_FOUND ||
    code === RESPONSE_CODES.EPISODE_NOT_FOUND ||
    code === RESPONSE_CODES.WEEKLY_TITLE_NOT_FOUND ||
    code === RESPONSE_CODES.GIFT_NOT_FOUND
  )
    return 404;
  if (code >= 2000 && code < 2100) return 403;
  return 400;
}
