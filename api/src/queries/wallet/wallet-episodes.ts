import { RESPONSE_CODES } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import { entitlementsFor, type Entitlement } from '../entitlements';

export interface SellableEpisode {
  episode_id: number;
  title_id: number;
  point: number;
}

/** The episode a reader wants to buy or rent, with their live entitlement to it; 3100 when unknown or not yet out. */
export async function episodeForSale(
  tx: Queryable,
  accountId: number,
  episodeId: number,
  now: Date,
): Promise<{ episode: SellableEpisode; entitlement: Entitlement | undefined }> {
  const [episode] = await tx.query<SellableEpisode>(
    'select episode_id, title_id, point from episodes where episode_id = $1 and start_time <= $2',
    [episodeId, now],
  );
  if (!episode) throw new ApiFailure(RESPONSE_CODES.EPISODE_NOT_FOUND, 'episode not found');
  const entitlement = (await entitlementsFor(tx, accountId, [episodeId], now)).get(episodeId);
  return { episode, entitlement };
}
