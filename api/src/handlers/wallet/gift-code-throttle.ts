import { createLoginThrottle, DEFAULT_LOGIN_THROTTLE, type LoginThrottle } from '../../auth/login-throttle';
import { tooManyRequests } from '../../http/api-failure';

/**
 * Wrong gift codes (8001), counted per account and per client address with the login throttle's
 * doubling lock: 120 guesses from one account once took 2.1 s. Past the free ones each further
 * wrong code locks the guesser out (1 s, 2 s, 4 s ... up to 15 min), right code included, with
 * 1103 and Retry-After. An address gets more free guesses than an account: readers behind one
 * address (a school, a carrier's NAT) mistype too.
 */
export interface GiftCodeThrottle {
  perAccount: LoginThrottle;
  perAddress: LoginThrottle;
}

export const GIFT_FREE_WRONG_CODES = { perAccount: 5, perAddress: 20 };

export function createGiftCodeThrottle(redisUrl: string | undefined): GiftCodeThrottle {
  return {
    perAccount: createLoginThrottle(
      redisUrl,
      { ...DEFAULT_LOGIN_THROTTLE, freeFailures: GIFT_FREE_WRONG_CODES.perAccount },
      'ciao:gift-throttle:account:',
    ),
    perAddress: createLoginThrottle(
      redisUrl,
      { ...DEFAULT_LOGIN_THROTTLE, freeFailures: GIFT_FREE_WRONG_CODES.perAddress },
      'ciao:gift-throttle:address:',
    ),
  };
}

/** 1103 with Retry-After while the account or the address is locked out. */
export async function assertMayTryGiftCode(throttle: GiftCodeThrottle, accountId: number, address: string, now: Date): Promise<void> {
  const lockedMs = Math.max(await throttle.perAccount.lockedFor(String(accountId), now), await throttle.perAddress.lockedFor(address, now));
  if (lockedMs > 0) throw tooManyRequests(lockedMs);
}

export async function wrongGiftCode(throttle: GiftCodeThrottle, accountId: number, address: string, now: Date): Promise<void> {
  await Promise.all([throttle.perAccount.failed(String(accountId), now), throttle.perAddress.failed(address, now)]);
}
