import { FIELD_VITALS, type FieldHealthReport, type FieldVital, type VersionHealth } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { histogramPercentile } from './vital-buckets';

interface HealthRow {
  remote: string;
  version: string;
  views: number;
  error_views: number;
  entry_failures: number;
  chunk_failures: number;
  integrity_failures: number;
  timeout_failures: number;
  render_errors: number;
  uncaught_errors: number;
}

export interface HealthWindow {
  since: Date;
  until: Date;
  /** Width of one chart step. */
  stepMinutes: number;
  /** Only these remotes (all when absent). */
  remote?: string;
}

const versionKey = (remote: string, version: string) => `${remote}@${version}`;

/** Field health per remote@version over a window, and each version's views and error views per step. */
export async function readFieldHealth(db: Queryable, window: HealthWindow): Promise<FieldHealthReport> {
  const range = [window.since, window.until, window.remote ?? null];
  const rows = await db.query<HealthRow>(
    `select remote, version, sum(views)::int as views, sum(error_views)::int as error_views,
            sum(entry_failures)::int as entry_failures, sum(chunk_failures)::int as chunk_failures,
            sum(integrity_failures)::int as integrity_failures, sum(timeout_failures)::int as timeout_failures,
            sum(render_errors)::int as render_errors, sum(uncaught_errors)::int as uncaught_errors
       from field_health_minutes
      where minute >= $1 and minute < $2 and ($3::text is null or remote = $3)
      group by remote, version
      order by remote, max(minute) desc`,
    range,
  );
  const buckets = await db.query<{ remote: string; version: string; metric: FieldVital; bucket: number; samples: number }>(
    `select remote, version, metric, bucket, sum(samples)::int as samples
       from field_vitals_minutes
      where minute >= $1 and minute < $2 and ($3::text is null or remote = $3)
      group by remote, version, metric, bucket`,
    range,
  );
  const histograms = new Map<string, Map<number, number>>();
  for (const row of buckets) {
    const id = `${versionKey(row.remote, row.version)} ${row.metric}`;
    const histogram = histograms.get(id) ?? new Map<number, number>();
    histogram.set(row.bucket, row.samples);
    histograms.set(id, histogram);
  }
  const p75Of = (remote: string, version: string, metric: FieldVital) => {
    const value = histogramPercentile(metric, histograms.get(`${versionKey(remote, version)} ${metric}`) ?? new Map(), 0.75);
    if (value === null) return null;
    return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
  };
  const versions: VersionHealth[] = rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    views: row.views,
    errorViews: row.error_views,
    errorRate: row.views > 0 ? row.error_views / row.views : null,
    loadFailures: {
      entry: row.entry_failures,
      chunk: row.chunk_failures,
      integrity: row.integrity_failures,
      timeout: row.timeout_failures,
    },
    renderErrors: row.render_errors,
    uncaughtErrors: row.uncaught_errors,
    p75: Object.fromEntries(FIELD_VITALS.map((metric) => [metric, p75Of(row.remote, row.version, metric)])) as VersionHealth['p75'],
  }));

  const stepSeconds = window.stepMinutes * 60;
  const series = await db.query<{ remote: string; version: string; start: Date; views: number; error_views: number }>(
    `select remote, version,
            to_timestamp(floor(extract(epoch from minute) / $4) * $4) as start,
            sum(views)::int as views, sum(error_views)::int as error_views
       from field_health_minutes
      where minute >= $1 and minute < $2 and ($3::text is null or remote = $3)
      group by remote, version, start
      order by start`,
    [...range, stepSeconds],
  );
  return {
    since: window.since.toISOString(),
    until: window.until.toISOString(),
    stepMinutes: window.stepMinutes,
    versions,
    series: series.map((point) => ({
      remote: point.remote,
      version: point.version,
      start: new Date(point.start).toISOString(),
      views: point.views,
      errorViews: point.error_views,
    })),
  };
}
