import { Redis } from 'ioredis';
import { LOGIN_LOCKED_REASON } from '@ciao/shared/contracts';
import { tooManyRequests } from '../http/api-failure';

/**
 * Wrong passwords per login name (the email as typed, lower-cased), whether or not an account
 * has it, so the answer never tells who is registered. The first FREE_FAILURES cost nothing;
 * each further one doubles a lock (1 s, 2 s, 4 s ... up to 15 min) during which every attempt on
 * that name, right password included, answers 1103 without hashing, saying when to try again
 * (the same for every name). A success clears the name. Shared through Redis when REDIS_URL is
 * set, so N API processes give no more attempts than one.
 */
export interface LoginThrottle {
  /** Milliseconds the name is still locked (0: it may try). */
  lockedFor(name: string, now: Date): Promise<number>;
  /** Counts a wrong password; answers the lock it starts (0 while failures are free). */
  failed(name: string, now: Date): Promise<number>;
  succeeded(name: string): Promise<void>;
  close(): Promise<void>;
}

export interface LoginThrottleSettings {
  freeFailures: number;
  baseLockMs: number;
  maxLockMs: number;
  /** Names remembered at most in memory (the oldest are forgotten first), so a flood of names cannot grow memory. */
  maxNames: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = {
  freeFailures: 5,
  baseLockMs: 1000,
  maxLockMs: 15 * 60_000,
  maxNames: 100_000,
};

/** Counts of a quiet name are dropped after this long. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

export const loginThrottleKey = (email: string) => email.trim().toLowerCase();

/** The lock a name's `failures`-th wrong password starts. */
const lockAfter = (failures: number, settings: LoginThrottleSettings) => {
  const over = failures - settings.freeFailures;
  return over < 0 ? 0 : Math.min(settings.maxLockMs, settings.baseLockMs * 2 ** Math.min(over, 30));
};

/** One process's counts: right for a single API process (npm start). */
export function memoryLoginThrottle(settings: LoginThrottleSettings = DEFAULT_LOGIN_THROTTLE): LoginThrottle {
  const names = new Map<string, { failures: number; lockedUntil: number; last: number }>();
  return {
    async lockedFor(name, now) {
      const entry = names.get(name);
      if (!entry) return 0;
      if (now.getTime() - entry.last > FORGET_AFTER_MS) {
        names.delete(name);
        return 0;
      }
      return Math.max(0, entry.lockedUntil - now.getTime());
    },
    async failed(name, now) {
      const at = now.getTime();
      const entry = names.get(name) ?? { failures: 0, lockedUntil: 0, last: at };
      names.delete(name); // re-inserted last: the Map's order is the order of last use
      entry.failures += 1;
      entry.last = at;
      const lock = lockAfter(entry.failures, settings);
      if (lock > 0) entry.lockedUntil = at + lock;
      names.set(name, entry);
      if (names.size > settings.maxNames) {
        const oldest = names.keys().next().value;
        if (oldest !== undefined) names.delete(oldest);
      }
      return lock;
    },
    async succeeded(name) {
      names.delete(name);
    },
    async close() {
      names.clear();
    },
  };
}

/**
 * Counts a failure and sets the lock in one step, so two processes counting at once both count.
 * KEYS[1] the name's hash; ARGV: now, free failures, base lock, max lock, forget-after (ms).
 */
const FAILED_SCRIPT = `
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local over = failures - tonumber(ARGV[2])
local lock = 0
if over >= 0 then
  lock = math.min(tonumber(ARGV[4]), tonumber(ARGV[3]) * 2 ^ math.min(over, 30))
  redis.call('HSET', KEYS[1], 'lockedUntil', tonumber(ARGV[1]) + lock)
end
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return lock
`;

/**
 * The counts in Redis (one hash per name, expiring a day after its last failure), with the API's
 * own clock, so the lock doubles from the last failure exactly as in memory. When Redis does not
 * answer, this process's own counts stand in: an outage of Redis must neither lock every reader
 * out nor open the door to unlimited guesses.
 */
export function redisLoginThrottle(
  redisUrl: string,
  settings: LoginThrottleSettings = DEFAULT_LOGIN_THROTTLE,
  /** Whose counts: login names, or another kind of guess (wallet/gift-code-throttle.ts). */
  keyPrefix = 'ciao:login-throttle:',
): LoginThrottle {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true, lazyConnect: false });
  // Errors surface on the calls themselves; without a listener ioredis prints each reconnect failure.
  redis.on('error', () => undefined);
  const fallback = memoryLoginThrottle(settings);
  const key = (name: string) => `${keyPrefix}${name}`;
  return {
    async lockedFor(name, now) {
      try {
        const lockedUntil = Number((await redis.hget(key(name), 'lockedUntil')) ?? 0);
        return Math.max(0, lockedUntil - now.getTime());
      } catch {
        return fallback.lockedFor(name, now);
      }
    },
    async failed(name, now) {
      try {
        const lock = await redis.eval(
          FAILED_SCRIPT,
          1,
          key(name),
          now.getTime(),
          settings.freeFailures,
          settings.baseLockMs,
          settings.maxLockMs,
          FORGET_AFTER_MS,
        );
        return Number(lock);
      } catch {
        return fallback.failed(name, now);
      }
    },
    async succeeded(name) {
      await Promise.all([redis.del(key(name)).catch(() => undefined), fallback.succeeded(name)]);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

/** Redis when a URL is given (REDIS_URL), in-process otherwise. */
export function createLoginThrottle(
  redisUrl: string | undefined,
  settings: LoginThrottleSettings = DEFAULT_LOGIN_THROTTLE,
  keyPrefix?: string,
): LoginThrottle {
  return redisUrl ? redisLoginThrottle(redisUrl, settings, keyPrefix) : memoryLoginThrottle(settings);
}

/**
 * 1103 while the name is locked, with Retry-After and data { reason, retry_after_seconds }: the
 * owner is told when to try again (the login form offers the password reset beside it). Every
 * name, registered or not, is locked and answered alike, so this tells an attacker nothing.
 */
export async function assertNameNotLocked(throttle: LoginThrottle, name: string, now: Date): Promise<void> {
  const lockedMs = await throttle.lockedFor(name, now);
  if (lockedMs <= 0) return;
  const failure = tooManyRequests(lockedMs);
  throw tooManyRequests(lockedMs, { reason: LOGIN_LOCKED_REASON, retry_after_seconds: failure.retryAfterSeconds });
}
