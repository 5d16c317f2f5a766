import { pointPresent } from '@ciao/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime } from '../../queries/api-date-time';
import { grantPoints, pointBalance } from '../../queries/wallet/point-lots';
import { addDuePlanPresents, claimPresents } from '../../queries/wallet/presents';
import { lockWallet } from '../../queries/wallet/wallet-lock';
import { addMs, DAY_MS } from '../../queries/wallet/wallet-time';

/**
 * Claims the reader's waiting presents (e.g. the monthly plan's 300 paid + 30 bonus
 * points of the 1st) in one transaction: each present is marked claimed and its points
 * granted with a ledger row together, so a present pays out exactly once. Nothing
 * waiting: an empty list.
 */
export const pointPresentRoute = defineRoute(pointPresent, async ({ api, requireReader }) => {
  const accountId = requireReader().account_id;
  const now = api.clock();
  return api.db.transaction(async (tx) => {
    await lockWallet(tx, accountId);
    await addDuePlanPresents(tx, accountId, now);
    const claimed = await claimPresents(tx, accountId, now);
    const presentList = [];
    for (const present of claimed.sort((a, b) => a.present_id - b.present_id)) {
      const freeExpiresAt = present.free_point > 0 ? addMs(now, present.free_expire_days * DAY_MS) : null;
      await grantPoints(tx, { accountId, now, reason: 'point_present', paid: present.paid_point, free: present.free_point, freeExpiresAt });
      presentList.push({
        present_id: present.present_id,
        reason: present.reason,
        period: present.period,
        paid_point: present.paid_point,
        free_point: present.free_point,
        free_point_expires_at: freeExpiresAt ? formatApiDateTime(freeExpiresAt) : null,
      });
    }
    return { present_list: presentList, point: await pointBalance(tx, accountId, now) };
  });
});
