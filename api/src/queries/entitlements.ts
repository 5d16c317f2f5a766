import type { Queryable } from '../db/database';

export interface Entitlement {
  kind: 'purchase' | 'rental';
  /** Null for a purchase. */
  expires_at: Date | null;
}

/** The reader's live entitlements (purchases, unexpired rentals) for these episodes; a purchase wins over a rental. */
export async function entitlementsFor(
  db: Queryable,
  accountId: number,
  episodeIds: readonly number[],
  now: Date,
): Promise<Map<number, Entitlement>> {
  const rows = await db.query<Entitlement & { episode_id: number }>(
    `select episode_id, kind, expires_at from entitlements
      where account_id = $1 and episode_id = any($2::int[]) and (expires_at is null or expires_at > $3)
      order by episode_id, (kind = 'purchase') desc, expires_at desc`,
    [accountId, episodeIds, now],
  );
  const byEpisode = new Map<number, Entitlement>();
  for (const row of rows) {
    if (!byEpisode.has(row.episode_id)) byEpisode.set(row.episode_id, { kind: row.kind, expires_at: row.expires_at });
  }
  return byEpisode;
}
