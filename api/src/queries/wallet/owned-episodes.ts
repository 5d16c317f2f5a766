import type { Queryable } from '../../db/database';

export interface OwnedEpisodeRow {
  episode_id: number;
  episode_name: string;
  title_id: number;
  title_name: string;
  kind: 'purchase' | 'rental';
  acquired_at: Date;
  expires_at: Date | null;
}

/**
 * The episodes a reader bought, and those rented now that were not bought since ($1 the
 * account, $2 now). A purchase is unique per episode; repeated rentals of one episode count once.
 */
const OWNED = `
  with owned as (
    select p.entitlement_id, e.episode_id, e.episode_name, e.title_id, t.title_name, 'purchase' as kind,
           p.created_at as acquired_at, null::timestamptz as expires_at
      from entitlements p join episodes e on e.episode_id = p.episode_id join titles t on t.title_id = e.title_id
     where p.account_id = $1 and p.kind = 'purchase'
    union all
    select max(r.entitlement_id) as entitlement_id, e.episode_id, e.episode_name, e.title_id, t.title_name, 'rental' as kind,
           max(r.created_at) as acquired_at, max(r.expires_at) as expires_at
      from entitlements r join episodes e on e.episode_id = r.episode_id join titles t on t.title_id = e.title_id
     where r.account_id = $1 and r.kind = 'rental' and r.expires_at > $2
       and not exists (select 1 from entitlements p where p.account_id = r.account_id and p.episode_id = r.episode_id and p.kind = 'purchase')
     group by e.episode_id, e.episode_name, e.title_id, t.title_name
  )`;

/**
 * One page of the owned episodes, newest first (same instant: the later entitlement first), and
 * how many in all. One query counts with the page (a window count) instead of running the
 * union twice; only a page past the end, which has no row to carry the count, asks again.
 */
export async function ownedEpisodes(
  db: Queryable,
  accountId: number,
  now: Date,
  limit: number,
  offset: number,
): Promise<{ rows: OwnedEpisodeRow[]; total: number }> {
  const page = await db.query<OwnedEpisodeRow & { total: number }>(
    `${OWNED} select *, count(*) over ()::int as total from owned order by acquired_at desc, entitlement_id desc limit $3 offset $4`,
    [accountId, now, limit, offset],
  );
  const rows = page.map(({ total: _total, ...row }) => row);
  if (page.length > 0 || offset === 0) return { rows, total: page[0]?.total ?? 0 };
  const [count] = await db.query<{ total: number }>(`${OWNED} select count(*)::int as total from owned`, [accountId, now]);
  return { rows, total: count?.total ?? 0 };
}
