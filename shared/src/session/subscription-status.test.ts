/** @jest-environment node */
import { subscriptionStatus } from './subscription-status';

const base = { update_at: '2026-11-01T00:00:00', unsubscribed_at: null, cancel_reason: null };

test('a reader who never subscribed (subscription: null) is not subscribed, so the popup offers the link', () => {
  expect(subscriptionStatus(null)).toEqual({ kind: 'not-subscribed', billingStopped: false });
});

test('valid and subscribed shows the renewal date; valid but cancelled the cancellation date', () => {
  expect(subscriptionStatus({ ...base, is_subscribed: true, is_valid: true, expires_at: '2026-12-01T00:00:00' })).toEqual({
    kind: 'subscribed',
    renewsOn: '2026/12/01',
  });
  expect(
    subscriptionStatus({
      ...base,
      is_subscribed: false,
      is_valid: true,
      expires_at: '2026-12-01T00:00:00',
      unsubscribed_at: '2026-11-10T00:00:00',
    }),
  ).toEqual({ kind: 'cancelled', cancelledOn: '2026/11/10' });
});

test('not valid is not subscribed, with the stop note for the stop reason; a date that cannot be read stays unknown', () => {
  expect(subscriptionStatus({ ...base, is_subscribed: false, is_valid: false, expires_at: null, cancel_reason: 2 })).toEqual({
    kind: 'not-subscribed',
    billingStopped: true,
  });
  expect(subscriptionStatus({ ...base, is_subscribed: true, is_valid: true, expires_at: 'soon' })).toEqual({ kind: 'unknown' });
});
