import { createHash } from 'node:crypto';
import type { AdvertisementPayload } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';

/** The ad with docs/product-rules.md §3's tracking payload (names of the promoted title and episode joined in). */
export async function advertisementPayload(db: Queryable, advertisementId: number): Promise<AdvertisementPayload | undefined> {
  const [row] = await db.query<AdvertisementPayload>(
    `select a.advertisement_id, a.advertisement_url, a.title_id, t.title_name, a.episode_id, e.episode_name
       from advertisements a
       left join titles t on t.title_id = a.title_id
       left join episodes e on e.episode_id = a.episode_id
      where a.advertisement_id = $1`,
    [advertisementId],
  );
  return row;
}

/**
 * Keeps raw addresses out of the table while still telling visitors apart. Not anonymous
 * (the IPv4 space is small enough to enumerate), so treat the column as personal data.
 */
export function clientIpHash(clientIp: string): string {
  return createHash('sha256').update(clientIp).digest('hex');
}

export interface AdEvent {
  advertisementId: number;
  kind: 'click' | 'view';
  placement: number;
  titleId: number | null;
  accountId: number | null;
  clientIp: string;
  at: Date;
}

export async function recordAdEvent(db: Queryable, event: AdEvent): Promise<number> {
  const [row] = await db.query<{ event_id: number }>(
    `insert into advertisement_events (advertisement_id, kind, placement, title_id, account_id, client_ip_hash, occurred_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning event_id::int as event_id`,
    [event.advertisementId, event.kind, event.placement, event.titleId, event.accountId, clientIpHash(event.clientIp), event.at],
  );
  if (!row) throw new Error('advertisement event insert returned nothing');
  return row.event_id;
}
