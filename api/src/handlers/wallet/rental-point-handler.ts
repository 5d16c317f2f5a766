import { episodeRentalPoint, isFreeEpisode, RESPONSE_CODES } from '@ciao/shared/contracts';
import { ApiFailure } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { pointBalance, spendPoints } from '../../queries/wallet/point-lots';
import { lockWallet } from '../../queries/wallet/wallet-lock';
import { episodeForSale } from '../../queries/wallet/wallet-episodes';

/**
 * Buys an episode for good. Everything happens in one transaction under the reader's
 * wallet lock, so concurrent purchases are serialised: the balance is read, spent (free
 * points first, earliest expiry first, then paid: see availableLots) and the purchase
 * recorded together, or nothing is written. A second purchase of an owned (or free)
 * episode charges nothing and answers `charged: false`. Not enough points: 1001 with
 * data { reason: 'insufficient_points' } (docs/product-rules.md §8 has no balance code; 1001 is "this
 * request cannot be carried out", and the reason tells the client to offer a top-up).
 */
export const episodeRentalPointRoute = defineRoute(episodeRentalPoint, async ({ params, api, requireReader }) => {
  const accountId = requireReader().account_id;
  const now = api.clock();
  return api.db.transaction(async (tx) => {
    await lockWallet(tx, accountId);
    const { episode, entitlement } = await episodeForSale(tx, accountId, params.episode_id, now);
    const unchanged = async (status: 'free' | 'purchased') => ({
      episode_id: episode.episode_id,
      status,
      charged: false,
      used_paid_point: 0,
      used_free_point: 0,
      point: await pointBalance(tx, accountId, now),
    });
    if (isFreeEpisode(episode)) return unchanged('free');
    if (entitlement?.kind === 'purchase') return unchanged('purchased');
    const spent = await spendPoints(tx, accountId, episode.point, now, 'episode_purchase', episode.episode_id);
    if (!spent) {
      const balance = await pointBalance(tx, accountId, now);
      throw new ApiFailure(RESPONSE_CODES.PARAMETER_INVALID, 'insufficient points', {
        reason: 'insufficient_points',
        required_point: episode.point,
        total_point: balance.total,
      });
    }
    await tx.query(`insert into entitlements (account_id, episode_id, kind, created_at) values ($1, $2, 'purchase', $3)`, [
      accountId,
      episode.episode_id,
      now,
    ]);
    return {
      episode_id: episode.episode_id,
      status: 'purchased' as const,
      charged: true,
      used_paid_point: spent.paid,
      used_free_point: spent.free,
      point: await pointBalance(tx, accountId, now),
    };
  });
});
