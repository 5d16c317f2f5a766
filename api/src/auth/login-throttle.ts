/**
 * Wrong passwords per login name (the email as typed, lower-cased), whether or not an account
 * has it, so the answer never tells who is registered. The first FREE_FAILURES cost nothing;
 * each further one doubles a lock (1 s, 2 s, 4 s ... up to 15 min) during which every attempt on
 * that name, right password included, answers 1103 without hashing. A success clears the name.
 * In-process: each API process keeps its own counts (behind N processes an attacker gets N
 * times the attempts, still a handful per hour once the lock reaches its ceiling).
 */
export interface LoginThrottle {
  /** Milliseconds the name is still locked (0: it may try). */
  lockedFor(name: string, now: Date): number;
  failed(name: string, now: Date): void;
  succeeded(name: string): void;
}

export interface LoginThrottleSettings {
  freeFailures: number;
  baseLockMs: number;
  maxLockMs: number;
  /** Names remembered at most (the oldest are forgotten first), so a flood of names cannot grow memory. */
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

export function memoryLoginThrottle(settings: LoginThrottleSettings = DEFAULT_LOGIN_THROTTLE): LoginThrottle {
  const names = new Map<string, { failures: number; lockedUntil: number; last: number }>();
  return {
    lockedFor(name, now) {
      const entry = names.get(name);
      if (!entry) return 0;
      if (now.getTime() - entry.last > FORGET_AFTER_MS) {
        names.delete(name);
        return 0;
      }
      return Math.max(0, entry.lockedUntil - now.getTime());
    },
    failed(name, now) {
      const at = now.getTime();
      const entry = names.get(name) ?? { failures: 0, lockedUntil: 0, last: at };
      names.delete(name); // re-inserted last: the Map's order is the order of last use
      entry.failures += 1;
      entry.last = at;
      const over = entry.failures - settings.freeFailures;
      if (over >= 0) entry.lockedUntil = at + Math.min(settings.maxLockMs, settings.baseLockMs * 2 ** Math.min(over, 30));
      names.set(name, entry);
      if (names.size > settings.maxNames) {
        const oldest = names.keys().next().value;
        if (oldest !== undefined) names.delete(oldest);
      }
    },
    succeeded(name) {
      names.delete(name);
    },
  };
}
