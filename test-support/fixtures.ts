import type { SessionAccount } from '@ciao/shared';

/** Test data shared by every package's tests; each builder takes overrides (STYLE 16). */
export function makeAccount(overrides: Partial<SessionAccount> = {}): SessionAccount {
  return { account_id: 7, user_id: 'user-7', nickname: 'さくら', email: 'sakura@example.jp', birthday: '2008-04', gender: 2, ...overrides };
}

export const visitorAccount = () => ({ data: { account: null } });
export const statusOk = () => ({ data: { maintenance: false, server_time: '2025-01-01T09:00:00' } });
