import type { Queryable } from '../../db/database';
import { grantPoints } from './point-lots';
import { grantPremiumTickets } from './tickets';
import { addMs, bonusDayOf, DAY_MS } from './wallet-time';

export interface BonusCampaign {
  loginbonus_id: number;
  loginbonus_text: string;
  loginbonus_image: string;
  loginbonus_footer_image: string;
  start_time: Date;
  finish_time: Date;
  point_expire_days: number;
  ticket_expire_days: number;
  bonus_list: { days: number; amount: number; bonus_type: 1 | 2 }[];
  received: { days: number; bonus_day: string }[];
}

/** Campaigns running at `now`, with their days and what the reader received. */
export async function runningCampaigns(db: Queryable, accountId: number, now: Date): Promise<BonusCampaign[]> {
  return db.query<BonusCampaign>(
    `select c.loginbonus_id, c.loginbonus_text, c.loginbonus_image, c.loginbonus_footer_image, c.start_time, c.finish_time,
            c.point_expire_days, c.ticket_expire_days,
            coalesce((select jsonb_agg(jsonb_build_object('days', d.days, 'amount', d.amount, 'bonus_type', d.bonus_type) order by d.days)
                        from loginbonus_days d where d.loginbonus_id = c.loginbonus_id), '[]'::jsonb) as bonus_list,
            coalesce((select jsonb_agg(jsonb_build_object('days', r.days, 'bonus_day', to_char(r.bonus_day, 'YYYY-MM-DD')) order by r.days)
                        from loginbonus_receipts r where r.loginbonus_id = c.loginbonus_id and r.account_id = $1), '[]'::jsonb) as received
       from loginbonus_campaigns c
      where c.start_time <= $2 and c.finish_time > $2
      order by c.start_time, c.loginbonus_id`,
    [accountId, now],
  );
}

/**
 * Receives today's bonus of one campaign when the reader has not yet received one this
 * bonus day and days are left: the next day in order (a missed day is not lost, the
 * reader simply continues). The caller holds the wallet lock; the unique (campaign,
 * reader, bonus day) key refuses a second receipt whatever happens. True when received.
 */
export async function receiveToday(tx: Queryable, accountId: number, campaign: BonusCampaign, now: Date): Promise<boolean> {
  const today = bonusDayOf(now);
  if (campaign.received.some((receipt) => receipt.bonus_day === today)) return false;
  const next = campaign.bonus_list.find((item) => !campaign.received.some((receipt) => receipt.days === item.days));
  if (!next) return false;
  const inserted = await tx.query(
    `insert into loginbonus_receipts (loginbonus_id, account_id, days, bonus_day, received_at) values ($1, $2, $3, $4::date, $5)
     on conflict do nothing returning days`,
    [campaign.loginbonus_id, accountId, next.days, today, now],
  );
  if (inserted.length === 0) return false;
  if (next.bonus_type === 1) {
    await grantPoints(tx, {
      accountId,
      now,
      reason: 'login_bonus',
      paid: 0,
      free: next.amount,
      freeExpiresAt: addMs(now, campaign.point_expire_days * DAY_MS),
    });
  } else {
    await grantPremiumTickets(tx, {
      accountId,
      count: next.amount,
      now,
      expiresAt: addMs(now, campaign.ticket_expire_days * DAY_MS),
      reason: 'login_bonus',
    });
  }
  campaign.received.push({ days: next.days, bonus_day: today });
  return true;
}
