import { getAccount, getAccountPoint, getAccountSubscription } from '@ciao/shared/contracts';
import type { Reader } from '../auth/sessions';
import { ApiFailure } from '../http/api-failure';
import { defineRoute } from '../http/define-route';
import { formatNullableDateTime } from '../queries/api-date-time';
import { subscriptionPlanOf } from '../queries/subscription-plan';
import { pointBalance } from '../queries/wallet/point-lots';
import { RESPONSE_CODES } from '@ciao/shared/contracts';

export function toAccount(reader: Omit<Reader, 'token_hash'>) {
  return {
    account_id: reader.account_id,
    user_id: reader.user_id,
    nickname: reader.nickname,
    email: reader.email,
    birthday: reader.birthday,
    gender: reader.gender,
  };
}

export const accountRoute = defineRoute(getAccount, async ({ reader }) => ({ account: reader ? toAccount(reader) : null }));

export const accountPointRoute = defineRoute(getAccountPoint, async ({ api, requireReader }) => {
  const reader = requireReader();
  const [wallet] = await api.db.query<{ coin: number }>('select coin from wallets where account_id = $1', [reader.account_id]);
  if (!wallet) throw new ApiFailure(RESPONSE_CODES.SERVER_ERROR, `no wallet for account ${reader.account_id}`);
  // Points are the unexpired lots (migration 030), the same sum every wallet call uses.
  return { point: await pointBalance(api.db, reader.account_id, api.clock()), coin: wallet.coin };
});

export const accountSubscriptionRoute = defineRoute(getAccountSubscription, async ({ api, requireReader }) => {
  const reader = requireReader();
  const [row] = await api.db.query<{
    is_subscribed: boolean;
    update_at: Date | null;
    expires_at: Date | null;
    unsubscribed_at: Date | null;
    cancel_reason: number | null;
  }>('select is_subscribed, update_at, expires_at, unsubscribed_at, cancel_reason from subscriptions where account_id = $1', [
    reader.account_id,
  ]);
  const plan = await subscriptionPlanOf(api.db, reader.account_id, row, api.clock());
  if (!row) return { subscription: null, plan };
  return {
    plan,
    subscription: {
      is_subscribed: row.is_subscribed,
      // Valid while the paid period lasts, even after cancelling (spec 4: valid but not subscribed).
      is_valid: row.expires_at !== null && row.expires_at.getTime() > api.clock().getTime(),
      update_at: formatNullableDateTime(row.update_at),
      expires_at: formatNullableDateTime(row.expires_at),
      unsubscribed_at: formatNullableDateTime(row.unsubscribed_at),
      cancel_reason: row.cancel_reason,
    },
  };
});
