-- Where a reader stopped in an episode (1-based page), so reopening it continues there.
-- One row per reader and episode; the latest page wins.
create table episode_reading_positions (
  account_id integer not null references accounts (account_id) on delete cascade,
  episode_id integer not null references episodes (episode_id) on delete cascade,
  page_no integer not null check (page_no >= 1),
  updated_at timestamptz not null,
  primary key (account_id, episode_id)
);
