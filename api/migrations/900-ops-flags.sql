-- Operational switches every API process reads (maintenance mode): one row per flag, so
-- all processes on one database agree without talking to each other.
create table if not exists ops_flags (
  name text primary key,
  enabled boolean not null,
  updated_at timestamptz not null default now()
);
