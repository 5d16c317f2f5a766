import { getAccount, getAccountPoint, getAccountSubscription } from '@ciao/shared/contracts';
import type { Reader } from '../auth/sessions';
import { ApiFailure } from '../http/api-failure';
import { defineRoute } from '../http/define-route';
import { subscriptionOnWire, subscriptionRow } from '../queries/payment/subscriptions';
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
  const row = await subscriptionRow(api.db, reader.account_id);
  const plan = await subscriptionPlanOf(api.db, reader.account_id, row, api.clock());
  if (!row) return { subscription: null, plan };
  return {
    plan,
    subscription: subscriptionOnWire(row, api.clock()),
  };
});
