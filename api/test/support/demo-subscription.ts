import type { Api } from './api-harness';

const DEMO_READER = `(select account_id from accounts where email = 'reader@example.com')`;

/** The demo reader's subscription has ended for the duration of `run` (the seed's runs to 2027-01-01). */
export async function withoutDemoSubscription(api: Api, run: () => Promise<void>): Promise<void> {
  await api.db.query(`update subscriptions set expires_at = '2026-01-01T00:00:00Z' where account_id = ${DEMO_READER}`);
  try {
    await run();
  } finally {
    await api.db.query(`update subscriptions set expires_at = '2027-01-01T00:00:00Z' where account_id = ${DEMO_READER}`);
  }
}
