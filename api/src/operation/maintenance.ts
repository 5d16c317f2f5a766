import type { Queryable } from '../db/database';

const FLAG = 'maintenance';

/** Turns maintenance mode on or off for every API process on this database. */
export async function setMaintenance(db: Queryable, enabled: boolean): Promise<void> {
  await db.query(
    `insert into ops_flags (name, enabled, updated_at) values ($1, $2, now())
     on conflict (name) do update set enabled = excluded.enabled, updated_at = excluded.updated_at`,
    [FLAG, enabled],
  );
}

export async function readMaintenance(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ enabled: boolean }>('select enabled from ops_flags where name = $1', [FLAG]);
  return rows[0]?.enabled === true;
}

export interface MaintenanceSwitchOptions {
  /** Env MAINTENANCE=1 at start: on whatever the database says (off again only by a restart). */
  forced?: boolean;
  /** How long one database read is trusted. Default 2 s: a switch reaches every process within that. */
  cacheMs?: number;
  /** Milliseconds clock for the cache (tests shorten time); default Date.now. */
  now?: () => number;
}

/**
 * The `isMaintenance` of the API plugin backed by the `ops_flags` row, read at most once per
 * `cacheMs` per process; concurrent callers share one pending read. A failed read keeps the
 * last known state, so a database hiccup does not take the whole site into maintenance.
 */
export function maintenanceSwitch(db: Queryable, options: MaintenanceSwitchOptions = {}): () => Promise<boolean> {
  const cacheMs = options.cacheMs ?? 2000;
  const now = options.now ?? Date.now;
  let known = false;
  let readAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<boolean> | null = null;
  return async () => {
    if (options.forced) return true;
    if (now() - readAt < cacheMs) return known;
    pending ??= readMaintenance(db)
      .then((enabled) => {
        known = enabled;
        return enabled;
      })
      .catch(() => known)
      .finally(() => {
        readAt = now();
        pending = null;
      });
    return pending;
  };
}

/** Env MAINTENANCE: '1' or 'true' forces maintenance on at start. */
export function maintenanceForcedByEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.MAINTENANCE === '1' || env.MAINTENANCE === 'true';
}
