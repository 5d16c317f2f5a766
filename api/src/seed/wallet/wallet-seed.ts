import type { Queryable } from '../../db/database';
import { FIRST_TITLE_ID } from '@ciao/demo-content';
import { DEMO_READER } from '../demo-reader';

const DAY = 86_400_000;
const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY);

/** Gift codes of the demo (one per case the redemption call can answer). */
export const GIFT_CODES = {
  valid: 'CIAO-WELCOME',
  expired: 'SUMMER-2025',
  exhausted: 'FIRST-50',
  disabled: 'PAUSED-CAMPAIGN',
} as const;

/** docs/product-rules.md §9: the magazine subscription (plan ciao1) and the monthly points plan. */
async function insertPlans(tx: Queryable): Promise<void> {
  await tx.query(
    `insert into subscription_plans (plan_id, plan_name, monthly_fee_yen, issue_count, signup_point)
     values ('ciao1', 'ちゃお定期購読', 550, 3, 550)`,
  );
  await tx.query(
    `insert into point_plans (plan_id, plan_name, monthly_fee_usd_cents, paid_point, bonus_point, bonus_expire_days, grant_day)
     values ('monthly-330', 'まいつきポイントプラン', 236, 300, 30, 180, 1)`,
  );
}

async function insertGiftCampaigns(tx: Queryable, now: Date): Promise<void> {
  const campaigns = [
    [1, GIFT_CODES.valid, 'ようこそプレゼント', 100, 30, at(now, -10), at(now, 60), 100_000, 0, true],
    [2, GIFT_CODES.expired, '夏休みキャンペーン', 50, 30, at(now, -120), at(now, -30), 100_000, 0, true],
    [3, GIFT_CODES.exhausted, '先着50名プレゼント', 200, 14, at(now, -5), at(now, 25), 50, 50, true],
    [4, GIFT_CODES.disabled, '一時停止中キャンペーン', 80, 30, at(now, -5), at(now, 25), 1000, 0, false],
  ] as const;
  for (const campaign of campaigns) {
    await tx.query(
      `insert into gift_campaigns (campaign_id, code, campaign_name, point_amount, point_expire_days, start_time, end_time, join_limit, join_count, is_enabled)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [...campaign],
    );
  }
}

/** A 7-day campaign: points on most days, premium tickets on days 3 and 6, a big day 7. */
async function insertLoginBonus(tx: Queryable, now: Date): Promise<void> {
  await tx.query(
    `insert into loginbonus_campaigns (loginbonus_id, loginbonus_text, loginbonus_image, loginbonus_footer_image, start_time, finish_time, point_expire_days, ticket_expire_days)
     values (1, '7日間ログインボーナス', $1, $2, $3, $4, 30, 14)`,
    [`image/cover/${FIRST_TITLE_ID}-rect.png`, `image/cover/${FIRST_TITLE_ID + 1}-rect.png`, at(now, -3), at(now, 27)],
  );
  const days = [
    [1, 10, 1],
    [2, 10, 1],
    [3, 1, 2],
    [4, 20, 1],
    [5, 20, 1],
    [6, 1, 2],
    [7, 50, 1],
  ] as const;
  for (const [day, amount, bonusType] of days) {
    await tx.query('insert into loginbonus_days (loginbonus_id, days, amount, bonus_type) values (1, $1, $2, $3)', [
      day,
      amount,
      bonusType,
    ]);
  }
}

/**
 * The demo reader's wallet beyond the balance demo-reader.ts gives: its free points get an
 * expiry (90 days), two premium tickets (plus one expired), and the monthly points plan
 * joined 35 days ago, so a present from the last 1st waits to be claimed.
 */
async function insertDemoWallet(tx: Queryable, now: Date): Promise<void> {
  const [reader] = await tx.query<{ account_id: number }>('select account_id from accounts where email = $1', [DEMO_READER.email]);
  if (!reader) throw new Error('wallet seed needs the demo reader');
  const accountId = reader.account_id;
  await tx.query(`update point_lots set expires_at = $2 where account_id = $1 and kind = 'free' and expires_at is null`, [
    accountId,
    at(now, 90),
  ]);
  for (const expiresAt of [at(now, -1), at(now, 14), at(now, 30)]) {
    const grantedAt = at(expiresAt, -30);
    await tx.query(`insert into premium_tickets (account_id, granted_at, expires_at, reason) values ($1, $2, $3, 'seed')`, [
      accountId,
      grantedAt,
      expiresAt,
    ]);
    await tx.query(
      `insert into ticket_ledger (account_id, occurred_at, ticket_type, delta, reason, expires_at) values ($1, $2, 'premium', 1, 'seed', $3)`,
      [accountId, grantedAt, expiresAt],
    );
  }
  await tx.query(`insert into point_plan_members (account_id, plan_id, started_at) values ($1, 'monthly-330', $2)`, [
    accountId,
    at(now, -35),
  ]);
}

/** Wallet seed: plans, gift campaigns, the login bonus and the demo reader's wallet. Runs after the demo reader. */
export async function insertWalletSeed(tx: Queryable, now: Date): Promise<void> {
  await insertPlans(tx);
  await insertGiftCampaigns(tx, now);
  await insertLoginBonus(tx, now);
  await insertDemoWallet(tx, now);
}
