/** @jest-environment node */
import errorsEn from '../i18n/locales/errors.en.json';
import errorsJa from '../i18n/locales/errors.ja.json';
import { RESPONSE_CODES, httpStatusOf, isKnownResponseCode, responseCodeKey } from './response-codes';

describe('responseCodeKey', () => {
  it('names a known code by its number', () => {
    expect(responseCodeKey(2000)).toBe('code_2000');
    expect(responseCodeKey(1098)).toBe('code_1098');
  });

  it('falls back to the server error for an unknown code', () => {
    expect(responseCodeKey(4242)).toBe('code_1099');
    expect(responseCodeKey(-1)).toBe('code_1099');
  });

  it('has a Japanese and an English message for every failure code', () => {
    const failures = Object.values(RESPONSE_CODES).filter((code) => code !== RESPONSE_CODES.SUCCESS);
    for (const code of failures) {
      expect(errorsJa).toHaveProperty(responseCodeKey(code));
      expect(errorsEn).toHaveProperty(responseCodeKey(code));
    }
  });
});

describe('isKnownResponseCode', () => {
  it('knows only the codes of the product rules', () => {
    expect(isKnownResponseCode(3100)).toBe(true);
    expect(isKnownResponseCode(3101)).toBe(false);
  });
});

describe('httpStatusOf', () => {
  it.each([
    [RESPONSE_CODES.SUCCESS, 200],
    [RESPONSE_CODES.PARAMETER_INVALID, 400],
    [RESPONSE_CODES.MAINTENANCE, 503],
    [RESPONSE_CODES.SERVER_ERROR, 500],
    [RESPONSE_CODES.WEB_TOKEN_CREATE_FAILED, 500],
    [RESPONSE_CODES.TOO_MANY_REQUESTS, 429],
    [RESPONSE_CODES.WEB_TOKEN_INVALID, 401],
    [RESPONSE_CODES.NOT_LOGGED_IN, 401],
    [RESPONSE_CODES.MODIFY_INVALID_TOKEN, 401],
    [RESPONSE_CODES.USER_NOT_EXIST, 403],
    [RESPONSE_CODES.LOGIN_FAILED, 403],
    [RESPONSE_CODES.TITLE_NOT_FOUND, 404],
    [RESPONSE_CODES.EPISODE_NOT_FOUND, 404],
    [RESPONSE_CODES.GIFT_NOT_FOUND, 404],
    [RESPONSE_CODES.FAVORITE_LIMIT, 400],
    [RESPONSE_CODES.GIFT_EXPIRED, 400],
  ])('answers code %p with HTTP %p', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });
});
