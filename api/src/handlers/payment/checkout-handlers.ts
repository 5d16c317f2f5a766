import {
  getPaymentCheckout,
  paymentCheckoutCancel,
  paymentCheckoutConfirm,
  paymentCheckoutCreate,
  pointPackList,
  RESPONSE_CODES,
} from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { ApiFailure } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { alreadyHeld, grantCheckout, priceOf } from '../../queries/payment/checkout-items';
import { checkoutOnWire, findCheckout, insertCheckout, settleCheckout } from '../../queries/payment/checkouts';
import { monthlyPlanOffer, pointPacks } from '../../queries/payment/point-offers';
import { pointBalance } from '../../queries/wallet/point-lots';
import { lockWallet } from '../../queries/wallet/wallet-lock';

// docs/product-rules.md §8 has no payment codes: like the other money calls, a request that cannot be carried
// out answers 1001 with data.reason naming why (see api/README.md).
const refused = (reason: string, message: string) => new ApiFailure(RESPONSE_CODES.PARAMETER_INVALID, message, { reason });
const notFound = () => refused('checkout_not_found', 'checkout not found');

/** The reader's wallet lock, then their checkout locked (another reader's answers as unknown). */
async function lockOwnCheckout(tx: Queryable, accountId: number, checkoutId: string) {
  await lockWallet(tx, accountId);
  const row = await findCheckout(tx, accountId, checkoutId, true);
  if (!row) throw notFound();
  return row;
}

/** The checkout as it now stands and the balance after it. */
async function settledAnswer(tx: Queryable, accountId: number, checkoutId: string, now: Date) {
  const settled = await findCheckout(tx, accountId, checkoutId);
  if (!settled) throw new Error('checkout vanished');
  return { checkout: checkoutOnWire(settled), point: await pointBalance(tx, accountId, now) };
}

export const pointPackListRoute = defineRoute(pointPackList, async ({ api }) => ({
  point_pack_list: await pointPacks(api.db),
  monthly_point_plan: await monthlyPlanOffer(api.db),
}));

/** Prices the item from the server's tables and opens a pending checkout for the reader. */
export const paymentCheckoutCreateRoute = defineRoute(paymentCheckoutCreate, async ({ params, api, requireReader }) => {
  const accountId = requireReader().account_id;
  const now = api.clock();
  return api.db.transaction(async (tx) => {
    const price = await priceOf(tx, params.item_type, params.item_id);
    if (!price) throw refused('unknown_item', 'no such item on sale');
    const held = await alreadyHeld(tx, accountId, params.item_type, params.item_id, now);
    if (held) throw refused(held, 'the reader already has this item');
    const row = await insertCheckout(tx, {
      accountId,
      itemType: params.item_type,
      itemId: params.item_id,
      price,
      returnPath: params.return_path ?? null,
      now,
    });
    return { checkout: checkoutOnWire(row) };
  });
});

export const getPaymentCheckoutRoute = defineRoute(getPaymentCheckout, async ({ params, api, requireReader }) => {
  const row = await findCheckout(api.db, requireReader().account_id, params.checkout_id);
  if (!row) throw notFound();
  return { checkout: checkoutOnWire(row) };
});

/**
 * Confirms and grants in one transaction under the reader's wallet lock: concurrent
 * confirmations of one checkout run one after another, the first moves it from pending to
 * confirmed and grants, the others find it confirmed and answer it unchanged. Any failure
 * writes nothing.
 */
export const paymentCheckoutConfirmRoute = defineRoute(paymentCheckoutConfirm, async ({ params, api, requireReader }) => {
  const accountId = requireReader().account_id;
  const now = api.clock();
  return api.db.transaction(async (tx) => {
    const row = await lockOwnCheckout(tx, accountId, params.checkout_id);
    if (row.status === 'cancelled') throw refused('checkout_cancelled', 'checkout was cancelled');
    if (row.status === 'pending') {
      if (row.expires_at.getTime() <= now.getTime()) throw refused('checkout_expired', 'checkout expired');
      const held = await alreadyHeld(tx, accountId, row.item_type, row.item_id, now);
      if (held) throw refused(held, 'the reader already has this item');
      if (!(await settleCheckout(tx, row.checkout_id, 'confirmed', now))) throw new Error('checkout changed under its row lock');
      await grantCheckout(tx, row, now);
    }
    return settledAnswer(tx, accountId, row.checkout_id, now);
  });
});

/** Cancels a pending checkout; it can never grant afterwards (confirm refuses a cancelled one). */
export const paymentCheckoutCancelRoute = defineRoute(paymentCheckoutCancel, async ({ params, api, requireReader }) => {
  const accountId = requireReader().account_id;
  const now = api.clock();
  return api.db.transaction(async (tx) => {
    const row = await lockOwnCheckout(tx, accountId, params.checkout_id);
    if (row.status === 'confirmed') throw refused('checkout_confirmed', 'checkout was already paid');
    if (row.status === 'pending') await settleCheckout(tx, row.checkout_id, 'cancelled', now);
    return settledAnswer(tx, accountId, row.checkout_id, now);
  });
});
