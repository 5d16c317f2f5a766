import { z } from 'zod';
import { accountSchema } from '../contracts/entities';
import { lazySchema } from '../contracts/lazy-schema';

/**
 * Bumped whenever the persisted shape changes; `migrateSession` upgrades older data.
 * 2: balances left the store for the query cache (shared/README.md); old `wallet` is dropped.
 * 3: each reading history entry keeps when it was read (`read_at`); older entries count from
 *    their migration.
 */
export const SESSION_VERSION = 3;

/** The key under which the session store persists itself in localStorage. */
export const SESSION_STORAGE_KEY = 'ciao:session';

/** The API's account (one schema, in contracts); docs/product-rules.md §4: a logged-in account has an id above 0. */
export const sessionAccountSchema = lazySchema(() => accountSchema.extend({ account_id: z.number().int().positive() }));
export type SessionAccount = z.infer<typeof sessionAccountSchema>;

/** docs/product-rules.md §4: the once-a-day ticket near-expiry check, remembered per user. */
export const ticketExpiryCheckSchema = lazySchema(() =>
  z.object({
    userId: z.string(),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    isExpiredBadge: z.boolean(),
  }),
);
export type TicketExpiryCheck = z.infer<typeof ticketExpiryCheckSchema>;

/** docs/product-rules.md §5: the history keeps 20 items. */
export const READING_HISTORY_MAX = 20;

/**
 * docs/product-rules.md §3/§7 `local_strage`: the episodes read on this browser, newest first, one per title, at
 * most 20; sent as JSON to POST /web/update/badge for the history update badge. `read_at`
 * (epoch ms) is when the reader last read the title: the badge counts the episodes released
 * after it (an update is news since the last visit, not an episode not read yet).
 */
export const readingHistorySchema = lazySchema(() =>
  z
    .array(
      z.object({
        title_id: z.number().int().nonnegative(),
        episode_id: z.number().int().nonnegative(),
        read_at: z.number().int().nonnegative(),
      }),
    )
    .max(READING_HISTORY_MAX),
);
export type ReadingHistory = z.infer<typeof readingHistorySchema>;

/**
 * docs/product-rules.md §4: the reader's last login-bonus check, remembered per user. `checkedAt`
 * keeps it to once per hour slot; `nextCheckAt` is the next 04:00 after a check that
 * answered (a failed check leaves it at the check time, so the next hour slot asks again).
 */
export const loginBonusCheckSchema = lazySchema(() => z.object({ userId: z.string(), checkedAt: z.number(), nextCheckAt: z.number() }));
export type LoginBonusCheck = z.infer<typeof loginBonusCheckSchema>;

/**
 * What survives a reload. Field names of the consent and birthday values follow the
 * local storage keys of docs/product-rules.md §3 (birthday, terms_of_service_minor, terms_of_service_adult,
 * privacy_policy). The session token itself is an httpOnly cookie and is never readable
 * here: `isLoggedIn` is the local login flag of docs/product-rules.md §4.
 */
export const persistedSessionSchema = lazySchema(() =>
  z.object({
    isLoggedIn: z.boolean(),
    account: sessionAccountSchema.nullable(),
    birthday: z.string().regex(/^\d{4}-\d{2}$/),
    terms_of_service_minor: z.number().int().nonnegative(),
    terms_of_service_adult: z.number().int().nonnegative(),
    privacy_policy: z.number().int().nonnegative(),
    ticketExpiryCheck: ticketExpiryCheckSchema.nullable(),
    loginBonusCheck: loginBonusCheckSchema.nullable(),
    lastAccessLogAt: z.number().nullable(),
    lastWebStatusCheckAt: z.number().nullable(),
    historyUpdateCount: z.number().int().nonnegative(),
    readingHistory: readingHistorySchema,
  }),
);
export type PersistedSession = z.infer<typeof persistedSessionSchema>;

export const sessionDefaults: PersistedSession = {
  isLoggedIn: false,
  account: null,
  birthday: '2000-01',
  terms_of_service_minor: 1,
  terms_of_service_adult: 1,
  privacy_policy: 1,
  ticketExpiryCheck: null,
  loginBonusCheck: null,
  lastAccessLogAt: null,
  lastWebStatusCheckAt: null,
  historyUpdateCount: 0,
  readingHistory: [],
};

/**
 * Upgrades persisted data of any earlier version, then validates it. Anything that does
 * not parse falls back to the defaults field by field, so a corrupt entry never breaks
 * the page. History entries of version 2 and before have no `read_at`: they count as read
 * at `now` (the migration), so the badge counts what is released from then on, never the
 * episodes that were out before.
 */
export function migrateSession(persisted: unknown, _fromVersion: number, now: number = Date.now()): PersistedSession {
  // A first visit has nothing stored: the defaults, without building the schema (start-up time).
  if (typeof persisted !== 'object' || persisted === null) return { ...sessionDefaults, readingHistory: [] };
  const source = { ...(persisted as Record<string, unknown>) };
  if (Array.isArray(source.readingHistory)) source.readingHistory = source.readingHistory.map((entry) => withReadAt(entry, now));
  const result: Record<string, unknown> = { ...sessionDefaults };
  for (const [key, schema] of Object.entries(persistedSessionSchema.shape)) {
    const parsed = (schema as z.ZodType).safeParse(source[key]);
    if (parsed.success) result[key] = parsed.data;
  }
  return persistedSessionSchema.parse(result);
}

/** A history entry stored before `read_at` existed counts as read at `now`; anything else is left to the schema. */
function withReadAt(entry: unknown, now: number): unknown {
  if (typeof entry !== 'object' || entry === null || 'read_at' in entry) return entry;
  return { ...entry, read_at: now };
}
