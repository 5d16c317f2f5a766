import { randomBytes } from 'node:crypto';
import type { Checkout, CheckoutItemType } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { formatApiDateTime, formatNullableDateTime } from '../api-date-time';
import type { ItemPrice, PaidCheckout } from './checkout-items';
import { formatMoney } from './money';

/** A sandbox payment left open this long can no longer be confirmed (a real card page times out too). */
export const CHECKOUT_TTL_MS = 30 * 60_000;

interface CheckoutRow extends PaidCheckout {
  checkout_id: string;
  status: 'pending' | 'confirmed' | 'cancelled';
  return_path: string | null;
  created_at: Date;
  expires_at: Date;
  settled_at: Date | null;
}

const COLUMNS = `checkout_id, account_id, item_type, item_id, amount_minor, currency, paid_point, free_point, status,
  return_path, created_at, expires_at, settled_at`;

export async function insertCheckout(
  tx: Queryable,
  input: { accountId: number; itemType: CheckoutItemType; itemId: string; price: ItemPrice; returnPath: string | null; now: Date },
): Promise<CheckoutRow> {
  const [row] = await tx.query<CheckoutRow>(
    `insert into checkouts (checkout_id, account_id, item_type, item_id, amount_minor, currency, paid_point, free_point, status,
                            return_path, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, 'pending', $9, $10, $11) returning ${COLUMNS}`,
    [
      randomBytes(16).toString('hex'),
      input.accountId,
      input.itemType,
      input.itemId,
      input.price.amount_minor,
      input.price.currency,
      input.price.paid_point,
      input.price.free_point,
      input.returnPath,
      input.now,
      new Date(input.now.getTime() + CHECKOUT_TTL_MS),
    ],
  );
  if (!row) throw new Error('checkout insert returned nothing');
  return row;
}

/** The reader's own checkout (another reader's is as absent as an unknown one), locked when asked. */
export async function findCheckout(db: Queryable, accountId: number, checkoutId: string, forUpdate = false): Promise<CheckoutRow | null> {
  const [row] = await db.query<CheckoutRow>(
    `select ${COLUMNS} from checkouts where checkout_id = $1 and account_id = $2 ${forUpdate ? 'for update' : ''}`,
    [checkoutId, accountId],
  );
  return row ?? null;
}

/**
 * Moves a pending checkout to its final status. The `status = 'pending'` condition is
 * re-checked by the update itself, so of two settlements only one changes the row; the
 * caller grants only when this returns true.
 */
export async function settleCheckout(tx: Queryable, checkoutId: string, status: 'confirmed' | 'cancelled', now: Date): Promise<boolean> {
  const rows = await tx.query(
    `update checkouts set status = $2, settled_at = $3 where checkout_id = $1 and status = 'pending' returning checkout_id`,
    [checkoutId, status, now],
  );
  return rows.length === 1;
}

const RESULT = { pending: 0, confirmed: 1, cancelled: 2 } as const;

export function checkoutOnWire(row: CheckoutRow): Checkout {
  return {
    checkout_id: row.checkout_id,
    item_type: row.item_type,
    item_id: row.item_id,
    amount: formatMoney(row.amount_minor, row.currency),
    currency: row.currency,
    paid_point: row.paid_point,
    free_point: row.free_point,
    status: row.status,
    result: RESULT[row.status],
    return_path: row.return_path,
    created_at: formatApiDateTime(row.created_at),
    expires_at: formatApiDateTime(row.expires_at),
    settled_at: formatNullableDateTime(row.settled_at),
  };
}
