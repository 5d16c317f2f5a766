/** A row as the drivers hand it back; callers name its shape with `query<T>`. */
export type Row = Record<string, unknown>;

/** What a handler, the seed and the migrations may do inside or outside a transaction. */
export interface Queryable {
  /** One parameterised statement ($1, $2...). */
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

/**
 * The one database interface used everywhere in the API. PGlite (embedded) and a real
 * PostgreSQL server both sit behind it, so handlers never know which one they talk to.
 */
export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
