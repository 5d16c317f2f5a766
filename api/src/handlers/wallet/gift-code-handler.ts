import { giftCode, RESPONSE_CODES } from '@ciao/shared/contracts';
import { ApiFailure } from '../../http/api-failure';
import type { ApiContext } from '../../http/api-context';
import { assertMayTryGiftCode, wrongGiftCode } from './gift-code-throttle';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime } from '../../queries/api-date-time';
import { grantPoints, pointBalance } from '../../queries/wallet/point-lots';
import { lockWallet } from '../../queries/wallet/wallet-lock';
import { addMs, DAY_MS } from '../../queries/wallet/wallet-time';

interface CampaignRow {
  campaign_id: number;
  campaign_name: string;
  point_amount: number;
  point_expire_days: number;
  start_time: Date;
  end_time: Date;
  is_enabled: boolean;
}

/**
 * Redeems a gift code in one transaction: the reader's wallet lock (one redemption of a
 * reader at a time), then the campaign's row lock (join count), the receipt (primary key
 * campaign + reader: a second grant is impossible), the conditional join-count increment
 * and the points with their ledger row. Any failure writes nothing.
 * Codes are case-insensitive (printed codes get retyped).
 */
export const giftCodeRoute = defineRoute(giftCode, async ({ params, api, requireReader, clientIp }) => {
  const accountId = requireReader().account_id;
  const now = api.clock();
  // Guessing is throttled per account and per address (gift-code-throttle.ts), before any lookup.
  await assertMayTryGiftCode(api.giftCodeThrottle, accountId, clientIp, now);
  try {
    return await redeem(api, accountId, params.code, now);
  } catch (error) {
    if (error instanceof ApiFailure && error.code === RESPONSE_CODES.GIFT_NOT_FOUND)
      await wrongGiftCode(api.giftCodeThrottle, accountId, clientIp, now);
    throw error;
  }
});

function redeem(api: ApiContext, accountId: number, code: string, now: Date) {
  return api.db.transaction(async (tx) => {
    await lockWallet(tx, accountId);
    const [campaign] = await tx.query<CampaignRow>(
      `select campaign_id, campaign_name, point_amount, point_expire_days, start_time, end_time, is_enabled
         from gift_campaigns where upper(code) = upper($1) for update`,
      [code],
    );
    if (!campaign) throw new ApiFailure(RESPONSE_CODES.GIFT_NOT_FOUND, 'gift code not found');
    if (!campaign.is_enabled) throw new ApiFailure(RESPONSE_CODES.GIFT_ERROR, 'gift campaign is not available');
    if (now.getTime() < campaign.start_time.getTime() || now.getTime() >= campaign.end_time.getTime()) {
      throw new ApiFailure(RESPONSE_CODES.GIFT_EXPIRED, 'gift campaign expired');
    }
    const received = await tx.query(
      'insert into gift_receipts (campaign_id, account_id, received_at) values ($1, $2, $3) on conflict do nothing returning campaign_id',
      [campaign.campaign_id, accountId, now],
    );
    if (received.length === 0) throw new ApiFailure(RESPONSE_CODES.GIFT_ALREADY_RECEIVED, 'gift already received');
    const joined = await tx.query(
      'update gift_campaigns set join_count = join_count + 1 where campaign_id = $1 and join_count < join_limit returning campaign_id',
      [campaign.campaign_id],
    );
    if (joined.length === 0) throw new ApiFailure(RESPONSE_CODES.GIFT_JOIN_LIMIT, 'gift campaign join limit reached');
    const expiresAt = addMs(now, campaign.point_expire_days * DAY_MS);
    await grantPoints(tx, { accountId, now, reason: 'gift_code', paid: 0, free: campaign.point_amount, freeExpiresAt: expiresAt });
    return {
      campaign_name: campaign.campaign_name,
      free_point: campaign.point_amount,
      expires_at: formatApiDateTime(expiresAt),
      point: await pointBalance(tx, accountId, now),
    };
  });
}
