import { loginBonus } from '@ciao/shared/contracts';
import { defineRoute } from '../../http/define-route';
import { formatApiDateTime } from '../../queries/api-date-time';
import { receiveToday, runningCampaigns } from '../../queries/wallet/login-bonus';
import { lockWallet } from '../../queries/wallet/wallet-lock';
import { bonusDayOf, nextBonusDayStart } from '../../queries/wallet/wallet-time';

/**
 * The running login-bonus campaigns. The first call of a bonus day (from 04:00 in the
 * configured offset) receives that day's bonus of each campaign, in the same transaction
 * as the answer is read, under the wallet lock: parallel first calls receive once.
 */
export const loginBonusRoute = defineRoute(loginBonus, async ({ api, requireReader }) => {
  const accountId = requireReader().account_id;
  const now = api.clock();
  const today = bonusDayOf(now);
  const campaigns = await api.db.transaction(async (tx) => {
    await lockWallet(tx, accountId);
    const running = await runningCampaigns(tx, accountId, now);
    const receivedNow = new Set<number>();
    for (const campaign of running) if (await receiveToday(tx, accountId, campaign, now)) receivedNow.add(campaign.loginbonus_id);
    return running.map((campaign) => ({ ...campaign, receivedNow: receivedNow.has(campaign.loginbonus_id) }));
  });
  return {
    loginbonus_list: campaigns.map((campaign) => {
      const gotDays = new Set(campaign.received.map((receipt) => receipt.days));
      return {
        loginbonus_id: campaign.loginbonus_id,
        loginbonus_text: campaign.loginbonus_text,
        // Stored relative to the API (generated images), answered as browser URLs.
        loginbonus_image: `${api.publicPrefix}/${campaign.loginbonus_image}`,
        loginbonus_footer_image: `${api.publicPrefix}/${campaign.loginbonus_footer_image}`,
        receive_days: gotDays.size,
        received_today: campaign.received.some((receipt) => receipt.bonus_day === today),
        received_now: campaign.receivedNow,
        start_time: formatApiDateTime(campaign.start_time),
        finish_time: formatApiDateTime(campaign.finish_time),
        bonus_list: campaign.bonus_list.map((item) => ({ ...item, is_get: gotDays.has(item.days) })),
      };
    }),
    next_check_time: formatApiDateTime(nextBonusDayStart(now)),
  };
});
