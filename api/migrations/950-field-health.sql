-- Field health of each remote version (issue 23): what readers' browsers reported, summed per
-- minute per remote@version (api/src/queries/field-health/). Counts only: a beacon carries no
-- account, address or error text, and nothing here could hold one. Rows older than the
-- retention setting (FIELD_HEALTH_RETENTION_HOURS) are deleted as beacons arrive.
create table if not exists field_health_minutes (
  minute timestamptz not null,
  remote text not null,
  version text not null,
  views integer not null default 0,
  -- views in which this version failed to load, threw in its region or threw uncaught
  error_views integer not null default 0,
  entry_failures integer not null default 0,
  chunk_failures integer not null default 0,
  integrity_failures integer not null default 0,
  timeout_failures integer not null default 0,
  render_errors integer not null default 0,
  uncaught_errors integer not null default 0,
  primary key (minute, remote, version)
);

-- Web Vitals as histograms (bucket = ceil(log1.1(value)), about 10 % wide), so any window's
-- p75 is a sum over rows instead of a list of every sample.
create table if not exists field_vitals_minutes (
  minute timestamptz not null,
  remote text not null,
  version text not null,
  metric text not null check (metric in ('LCP', 'INP', 'CLS', 'TTFB')),
  bucket smallint not null,
  samples integer not null,
  primary key (minute, remote, version, metric, bucket)
);
