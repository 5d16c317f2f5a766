-- Gift-code campaigns and login-bonus campaigns, with what each reader received.

create table gift_campaigns (
  campaign_id integer primary key,
  code text not null unique,
  campaign_name text not null,
  point_amount integer not null check (point_amount > 0),
  -- The granted free points expire this many days after the redemption.
  point_expire_days integer not null check (point_expire_days > 0),
  start_time timestamptz not null,
  end_time timestamptz not null,
  join_limit integer not null check (join_limit >= 0),
  join_count integer not null default 0,
  -- A campaign switched off by its operator: the generic campaign error (8000).
  is_enabled boolean not null default true,
  check (join_count >= 0 and join_count <= join_limit)
);

create table gift_receipts (
  campaign_id integer not null references gift_campaigns (campaign_id) on delete cascade,
  account_id integer not null references accounts (account_id) on delete cascade,
  received_at timestamptz not null,
  primary key (campaign_id, account_id)
);

create table loginbonus_campaigns (
  loginbonus_id integer primary key,
  loginbonus_text text not null,
  loginbonus_image text not null,
  loginbonus_footer_image text not null,
  start_time timestamptz not null,
  finish_time timestamptz not null,
  point_expire_days integer not null check (point_expire_days > 0),
  ticket_expire_days integer not null check (ticket_expire_days > 0)
);

create table loginbonus_days (
  loginbonus_id integer not null references loginbonus_campaigns (loginbonus_id) on delete cascade,
  days integer not null check (days > 0),
  amount integer not null check (amount > 0),
  -- 1: points, 2: premium tickets.
  bonus_type integer not null check (bonus_type in (1, 2)),
  primary key (loginbonus_id, days)
);

-- bonus_day is the reader's bonus day (days start at 04:00 in the configured offset):
-- one receipt per campaign and bonus day, and each campaign day once.
create table loginbonus_receipts (
  loginbonus_id integer not null references loginbonus_campaigns (loginbonus_id) on delete cascade,
  account_id integer not null references accounts (account_id) on delete cascade,
  days integer not null,
  bonus_day date not null,
  received_at timestamptz not null,
  primary key (loginbonus_id, account_id, days),
  unique (loginbonus_id, account_id, bonus_day)
);
