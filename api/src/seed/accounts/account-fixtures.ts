import { createHash } from 'node:crypto';
import { CONSENT_VERSIONS } from '@ciao/shared/contracts';
import { hashPassword } from '../../auth/password';
import type { Queryable } from '../../db/database';
import { DEMO_READER } from '../demo-reader';

/** Every fixture account signs in with the demo reader's password. */
export const FIXTURE_PASSWORD = DEMO_READER.password;

type Fixture = {
  email: string;
  user_id: string;
  nickname: string;
  status: 'active' | 'not_active' | 'unregistered' | 'resigned' | 'banned' | 'email_resigned';
  /** Years old at seeding time (birthday = that many years before, same month). */
  age: number;
  consented: boolean;
};

/**
 * Accounts in each state of docs/product-rules.md §6, a minor, an adult who has not agreed to the terms yet,
 * and spare adults for flows that change an account (device limit, resign). Used by the
 * API tests and handy for trying the login messages by hand.
 */
export const ACCOUNT_FIXTURES = {
  minor: { email: 'minor@example.com', user_id: 'ciao-minor-0001', nickname: 'ちゃおっこ', status: 'active', age: 14, consented: true },
  needsTerms: {
    email: 'needs-terms@example.com',
    user_id: 'ciao-fixture-needs-terms',
    nickname: 'はじめて',
    status: 'active',
    age: 20,
    consented: false,
  },
  minorNeedsTerms: {
    email: 'minor-needs-terms@example.com',
    user_id: 'ciao-fixture-minor-terms',
    nickname: 'こども',
    status: 'active',
    age: 13,
    consented: false,
  },
  notActive: {
    email: 'not-active@example.com',
    user_id: 'ciao-fixture-not-active',
    nickname: 'みかくにん',
    status: 'not_active',
    age: 20,
    consented: true,
  },
  unregistered: {
    email: 'unregistered@example.com',
    user_id: 'ciao-fixture-unregistered',
    nickname: 'みとうろく',
    status: 'unregistered',
    age: 20,
    consented: true,
  },
  resigned: {
    email: 'resigned@example.com',
    user_id: 'ciao-fixture-resigned',
    nickname: 'たいかい',
    status: 'resigned',
    age: 20,
    consented: true,
  },
  banned: { email: 'banned@example.com', user_id: 'ciao-fixture-banned', nickname: 'ていし', status: 'banned', age: 20, consented: true },
  emailResigned: {
    email: 'email-resigned@example.com',
    user_id: 'ciao-fixture-email-resigned',
    nickname: 'めーるかいじょ',
    status: 'email_resigned',
    age: 20,
    consented: true,
  },
  devices: {
    email: 'devices@example.com',
    user_id: 'ciao-fixture-devices',
    nickname: 'たんまつ',
    status: 'active',
    age: 30,
    consented: true,
  },
  leaving: {
    email: 'leaving@example.com',
    user_id: 'ciao-fixture-leaving',
    nickname: 'さよなら',
    status: 'active',
    age: 30,
    consented: true,
  },
  /** An adult reader with no points: the journey "not enough points -> point shop -> pay -> back" starts here. */
  noPoints: {
    email: 'no-points@example.com',
    user_id: 'ciao-fixture-no-points',
    nickname: 'ポイントなし',
    status: 'active',
    age: 30,
    consented: true,
  },
} as const satisfies Record<string, Fixture>;

/** YYYY-MM of someone `age` years old at `now`, in the configured offset (+9). */
function birthdayAt(now: Date, age: number): string {
  const local = new Date(now.getTime() + 9 * 3_600_000);
  return `${local.getUTCFullYear() - age}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
}

export async function insertAccountFixtures(tx: Queryable, now: Date): Promise<void> {
  // The demo reader is an adult who agreed to the current documents.
  await tx.query('update accounts set terms_of_service_adult = $2, privacy_policy = $3 where email = $1', [
    DEMO_READER.email,
    CONSENT_VERSIONS.terms_of_service_adult,
    CONSENT_VERSIONS.privacy_policy,
  ]);
  // One fixed-salt hash for all fixtures: seeding stays repeatable and costs one scrypt, not ten.
  const passwordHash = await hashPassword(FIXTURE_PASSWORD, {
    salt: createHash('sha256').update('account-fixtures').digest().subarray(0, 16),
  });
  for (const fixture of Object.values(ACCOUNT_FIXTURES) as Fixture[]) {
    const adult = fixture.age >= 16;
    const agreed = (applies: boolean, version: number) => (fixture.consented && applies ? version : null);
    const [row] = await tx.query<{ account_id: number }>(
      `insert into accounts (user_id, email, nickname, birthday, gender, password_hash, created_at, status,
         terms_of_service_adult, terms_of_service_minor, privacy_policy, resigned_at)
       values ($1, $2, $3, $4, 4, $5, $6, $7, $8, $9, $10, $11) returning account_id`,
      [
        fixture.user_id,
        fixture.email,
        fixture.nickname,
        birthdayAt(now, fixture.age),
        passwordHash,
        now,
        fixture.status,
        agreed(adult, CONSENT_VERSIONS.terms_of_service_adult),
        agreed(!adult, CONSENT_VERSIONS.terms_of_service_minor),
        agreed(adult, CONSENT_VERSIONS.privacy_policy),
        fixture.status === 'resigned' ? now : null,
      ],
    );
    if (!row) throw new Error(`fixture ${fixture.email} insert returned nothing`);
    await tx.query('insert into wallets (account_id) values ($1)', [row.account_id]);
  }
}
