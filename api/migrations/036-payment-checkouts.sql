-- Point packs of the point shop and the checkouts of the local sandbox payment.

-- What the point shop sells. Prices live here, never in a request (cents: money is never a float).
create table point_packs (
  pack_id text primary key,
  paid_point integer not null check (paid_point > 0),
  price_usd_cents integer not null check (price_usd_cents > 0),
  sort_order integer not null
);
insert into point_packs (pack_id, paid_point, price_usd_cents, sort_order) values
  ('points-120', 120, 99, 1),
  ('points-360', 360, 299, 2),
  ('points-600', 600, 499, 3),
  ('points-1200', 1200, 999, 4),
  ('points-3000', 3000, 2499, 5);

-- One payment attempt: what is bought and its price, fixed by the server at creation.
-- status moves pending -> confirmed or pending -> cancelled, once (the update re-checks
-- status = 'pending' under the row lock), and the grant happens in that same transaction.
create table checkouts (
  -- Random, unguessable: the sandbox page and the result page carry it in their address.
  checkout_id text primary key,
  account_id integer not null references accounts (account_id) on delete cascade,
  item_type text not null check (item_type in ('point_pack', 'point_plan', 'subscription')),
  item_id text not null,
  amount_minor integer not null check (amount_minor > 0),
  currency text not null check (currency in ('USD', 'JPY')),
  paid_point integer not null check (paid_point >= 0),
  free_point integer not null check (free_point >= 0),
  status text not null check (status in ('pending', 'confirmed', 'cancelled')),
  -- Where the reader goes after the result page (a path of this site), e.g. the episode.
  return_path text,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  settled_at timestamptz,
  check ((status = 'pending') = (settled_at is null))
);
create index checkouts_account_created_idx on checkouts (account_id, created_at desc);
