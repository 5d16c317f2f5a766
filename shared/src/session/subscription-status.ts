import type { Subscription } from '../contracts/entities';
import { formatSlashDate, parseApiDateTime } from '../time/time';

/** docs/product-rules.md §4: the cancel reason meaning billing was stopped (the default stop reason). */
export const STOP_CANCEL_REASON = 2;

export type SubscriptionStatus =
  | { kind: 'subscribed'; renewsOn: string }
  | { kind: 'cancelled'; cancelledOn: string }
  | { kind: 'not-subscribed'; billingStopped: boolean }
  | { kind: 'unknown' };

/** An API date as YYYY/MM/DD; a missing or malformed date is treated as unknown, never shown wrong. */
function slashDate(text: string | null): string | null {
  if (!text) return null;
  try {
    return formatSlashDate(parseApiDateTime(text));
  } catch {
    return null;
  }
}

/**
 * The my-page popup's subscription line (docs/product-rules.md §4): valid and subscribed shows the renewal
 * (expiry) date; valid but not subscribed shows the cancellation date; not valid shows the
 * not-subscribed link, with a note when billing was stopped; anything else stays blank.
 * No subscription at all (the API's `subscription: null` for a reader who never subscribed)
 * is not subscribed, not unknown: that reader is the one the link is for.
 */
export function subscriptionStatus(subscription: Subscription | null): SubscriptionStatus {
  if (!subscription) return { kind: 'not-subscribed', billingStopped: false };
  if (!subscription.is_valid) {
    return { kind: 'not-subscribed', billingStopped: subscription.cancel_reason === STOP_CANCEL_REASON };
  }
  if (subscription.is_subscribed) {
    const renewsOn = slashDate(subscription.expires_at);
    return renewsOn ? { kind: 'subscribed', renewsOn } : { kind: 'unknown' };
  }
  const cancelledOn = slashDate(subscription.unsubscribed_at);
  return cancelledOn ? { kind: 'cancelled', cancelledOn } : { kind: 'unknown' };
}
