import type { Queryable } from '../db/database';

/**
 * Inserts many rows in one statement (rows travel as one jsonb parameter). Table and
 * column names come from the seed code, never from a request.
 */
export async function insertRows(tx: Queryable, table: string, columns: Record<string, string>, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const definitions = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await tx.query(
    `insert into ${table} (${names.join(', ')}) select ${names.join(', ')} from jsonb_to_recordset($1::jsonb) as r(${definitions})`,
    [JSON.stringify(rows)],
  );
}
