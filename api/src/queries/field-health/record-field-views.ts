import { FIELD_VITALS, type FieldBeacon, type FieldFailureCounts, type FieldVital } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { vitalBucket } from './vital-buckets';

/** One minute's sums for one remote@version, as migration 950's field_health_minutes holds them. */
type HealthSums = FieldFailureCounts & { remote: string; version: string; views: number; errorViews: number };

const key = (...parts: Array<string | number>) => parts.join('\u0000');

/** Sums a beacon's views per remote@version (and vitals per bucket) before they reach the database. */
export function sumBeacon(beacon: FieldBeacon): {
  health: HealthSums[];
  vitals: Array<{ remote: string; version: string; metric: FieldVital; bucket: number; samples: number }>;
} {
  const health = new Map<string, HealthSums>();
  const vitals = new Map<string, { remote: string; version: string; metric: FieldVital; bucket: number; samples: number }>();
  for (const view of beacon.views) {
    for (const entry of view.remotes) {
      const sums = health.get(key(entry.remote, entry.version)) ?? {
        remote: entry.remote,
        version: entry.version,
        views: 0,
        errorViews: 0,
        entry: 0,
        chunk: 0,
        integrity: 0,
        timeout: 0,
        render: 0,
        uncaught: 0,
      };
      const failures = entry.loadFailures ?? {};
      const counts = {
        entry: failures.entry ?? 0,
        chunk: failures.chunk ?? 0,
        integrity: failures.integrity ?? 0,
        timeout: failures.timeout ?? 0,
        render: entry.renderErrors ?? 0,
        uncaught: entry.uncaughtErrors ?? 0,
      };
      sums.views += 1;
      if (Object.values(counts).some((value) => value > 0)) sums.errorViews += 1;
      for (const name of Object.keys(counts) as Array<keyof typeof counts>) sums[name] += counts[name];
      health.set(key(entry.remote, entry.version), sums);
    }
    // Vitals belong to the route's remote, in the version this view ran.
    const owner = view.owner && view.remotes.find((entry) => entry.remote === view.owner);
    if (!owner || !view.vitals) continue;
    for (const metric of FIELD_VITALS) {
      const value = view.vitals[metric];
      if (value === undefined) continue;
      const bucket = vitalBucket(metric, value);
      const id = key(owner.remote, owner.version, metric, bucket);
      const row = vitals.get(id) ?? { remote: owner.remote, version: owner.version, metric, bucket, samples: 0 };
      row.samples += 1;
      vitals.set(id, row);
    }
  }
  return { health: [...health.values()], vitals: [...vitals.values()] };
}

/**
 * Adds a validated beacon to its minute's rows: one upsert per table, whatever the number of
 * views, so a beacon costs the database two statements.
 */
export async function recordFieldBeacon(db: Queryable, beacon: FieldBeacon, at: Date): Promise<void> {
  const { health, vitals } = sumBeacon(beacon);
  const column = <T>(rows: readonly T[], pick: (row: T) => unknown) => rows.map(pick);
  if (health.length > 0) {
    await db.query(
      `insert into field_health_minutes
         (minute, remote, version, views, error_views, entry_failures, chunk_failures, integrity_failures, timeout_failures, render_errors, uncaught_errors)
       select date_trunc('minute', $1::timestamptz), * from unnest($2::text[], $3::text[], $4::int[], $5::int[], $6::int[], $7::int[], $8::int[], $9::int[], $10::int[], $11::int[])
       on conflict (minute, remote, version) do update set
         views = field_health_minutes.views + excluded.views,
         error_views = field_health_minutes.error_views + excluded.error_views,
         entry_failures = field_health_minutes.entry_failures + excluded.entry_failures,
         chunk_failures = field_health_minutes.chunk_failures + excluded.chunk_failures,
         integrity_failures = field_health_minutes.integrity_failures + excluded.integrity_failures,
         timeout_failures = field_health_minutes.timeout_failures + excluded.timeout_failures,
         render_errors = field_health_minutes.render_errors + excluded.render_errors,
         uncaught_errors = field_health_minutes.uncaught_errors + excluded.uncaught_errors`,
      [
        at,
        column(health, (row) => row.remote),
        column(health, (row) => row.version),
        column(health, (row) => row.views),
        column(health, (row) => row.errorViews),
        column(health, (row) => row.entry),
        column(health, (row) => row.chunk),
        column(health, (row) => row.integrity),
        column(health, (row) => row.timeout),
        column(health, (row) => row.render),
        column(health, (row) => row.uncaught),
      ],
    );
  }
  if (vitals.length > 0) {
    await db.query(
      `insert into field_vitals_minutes (minute, remote, version, metric, bucket, samples)
       select date_trunc('minute', $1::timestamptz), * from unnest($2::text[], $3::text[], $4::text[], $5::smallint[], $6::int[])
       on conflict (minute, remote, version, metric, bucket) do update set samples = field_vitals_minutes.samples + excluded.samples`,
      [
        at,
        column(vitals, (row) => row.remote),
        column(vitals, (row) => row.version),
        column(vitals, (row) => row.metric),
        column(vitals, (row) => row.bucket),
        column(vitals, (row) => row.samples),
      ],
    );
  }
}

/** Forgets minutes older than the retention (FIELD_HEALTH_RETENTION_HOURS). */
export async function pruneFieldHealth(db: Queryable, olderThan: Date): Promise<void> {
  await db.query('delete from field_health_minutes where minute < $1', [olderThan]);
  await db.query('delete from field_vitals_minutes where minute < $1', [olderThan]);
}
