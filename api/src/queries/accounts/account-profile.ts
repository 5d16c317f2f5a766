import type { Queryable } from '../../db/database';

export async function mailOptOutOf(db: Queryable, accountId: number): Promise<boolean> {
  const [row] = await db.query<{ mail_opt_out: boolean }>('select mail_opt_out from accounts where account_id = $1', [accountId]);
  return row?.mail_opt_out ?? false;
}

export async function saveMailOptOut(db: Queryable, accountId: number, optOut: boolean): Promise<void> {
  await db.query('update accounts set mail_opt_out = $2 where account_id = $1', [accountId, optOut]);
}

export async function saveProfile(db: Queryable, accountId: number, nickname: string, gender: number): Promise<void> {
  await db.query('update accounts set nickname = $2, gender = $3 where account_id = $1', [accountId, nickname, gender]);
}
