import pg from 'pg';
import {
  type AuditEntry,
  type RegistryChange,
  type RegistryState,
  type RegistryStore,
  emptyRegistry,
  parseRegistryState,
  registryStateSchema,
} from './registry-store';

/** The channel every web node LISTENs on; the payload is the new revision. */
export const REGISTRY_CHANNEL = 'mfe_registry';
// Any fixed number: processes creating the tables at the same moment take turns.
const SCHEMA_LOCK_KEY = 724_901;
const WATCH_RETRY_MS = 1000;
/** A missed notification (a dropped connection) is caught up at the latest after this. */
const SAFETY_POLL_MS = 5000;

const SCHEMA = `
create table if not exists mfe_registry (
  id smallint primary key check (id = 1),
  revision bigint not null,
  state jsonb not null,
  updated_at timestamptz not null default now()
);
create table if not exists mfe_audit (
  id bigserial primary key,
  at timestamptz not null,
  actor text not null,
  action text not null,
  remote text not null,
  from_version text,
  to_version text,
  reason text
);
create or replace function mfe_audit_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'mfe_audit is append-only';
end $$;
create or replace trigger mfe_audit_append_only before update or delete on mfe_audit
  for each row execute function mfe_audit_append_only();
`;

/**
 * The production registry: one row (the state as JSON, with a revision) and an append-only audit
 * table, in the platform's PostgreSQL. A change locks the row (`select ... for update`), so
 * concurrent deploys of four teams run one after the other on the latest state and all land; the
 * audit lines are written in the same transaction; `pg_notify` tells every web node at commit.
 */
export class PostgresRegistryStore implements RegistryStore {
  private readonly pool: pg.Pool;
  private ready: Promise<void> | null = null;

  constructor(private readonly url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 2 });
  }

  get description(): string {
    return `postgres ${this.url.replace(/\/\/[^@/]*@/, '//')}`;
  }

  private ensureSchema(): Promise<void> {
    this.ready ??= (async () => {
      const client = await this.pool.connect();
      try {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
        await client.query(SCHEMA);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        this.ready = null;
        throw error;
      } finally {
        client.release();
      }
    })();
    return this.ready;
  }

  async read(): Promise<RegistryState> {
    await this.ensureSchema();
    const { rows } = await this.pool.query<{ state: unknown }>('select state from mfe_registry where id = 1');
    return rows[0] ? parseRegistryState(JSON.stringify(rows[0].state), this.description) : emptyRegistry();
  }

  async update<T>(change: (state: RegistryState) => RegistryChange<T>): Promise<T> {
    await this.ensureSchema();
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into mfe_registry (id, revision, state) values (1, 0, $1) on conflict (id) do nothing', [
        JSON.stringify(emptyRegistry()),
      ]);
      const { rows } = await client.query<{ revision: string; state: unknown }>(
        'select revision, state from mfe_registry where id = 1 for update',
      );
      const state = parseRegistryState(JSON.stringify(rows[0]!.state), this.description);
      const outcome = change(state);
      const at = new Date().toISOString();
      if (!outcome.unchanged) {
        state.updatedAt = at;
        const revision = BigInt(rows[0]!.revision) + 1n;
        await client.query('update mfe_registry set revision = $1, state = $2, updated_at = now() where id = 1', [
          revision.toString(),
          JSON.stringify(registryStateSchema.parse(state)),
        ]);
        // Delivered to every listening web node when the transaction commits, never before.
        await client.query('select pg_notify($1, $2)', [REGISTRY_CHANNEL, revision.toString()]);
      }
      for (const entry of outcome.audit) {
        await client.query(
          'insert into mfe_audit (at, actor, action, remote, from_version, to_version, reason) values ($1, $2, $3, $4, $5, $6, $7)',
          [at, entry.actor, entry.action, entry.remote, entry.from, entry.to, entry.reason],
        );
      }
      await client.query('commit');
      return outcome.result;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async auditLog(remote?: string, limit = 50): Promise<AuditEntry[]> {
    await this.ensureSchema();
    const { rows } = await this.pool.query<{
      at: Date;
      actor: string;
      action: AuditEntry['action'];
      remote: string;
      from_version: string | null;
      to_version: string | null;
      reason: string | null;
    }>(
      `select at, actor, action, remote, from_version, to_version, reason from mfe_audit
        where ($1::text is null or remote = $1) order by id desc limit $2`,
      [remote ?? null, limit],
    );
    return rows.map((row) => ({
      at: row.at.toISOString(),
      actor: row.actor,
      action: row.action,
      remote: row.remote,
      from: row.from_version,
      to: row.to_version,
      reason: row.reason,
    }));
  }

  /**
   * LISTEN on its own connection (a pooled one would be handed to queries); reconnects after a
   * drop, and polls every few seconds as well, since a notification sent while disconnected is lost.
   */
  async watch(onChange: () => void): Promise<() => Promise<void>> {
    await this.ensureSchema();
    let stopped = false;
    let client: pg.Client | null = null;
    const connect = async (): Promise<void> => {
      if (stopped) return;
      const next = new pg.Client({ connectionString: this.url });
      next.on('notification', () => onChange());
      next.on('error', () => {
        next.end().catch(() => undefined);
        if (client === next) client = null;
        if (!stopped) setTimeout(() => void connect().catch(() => undefined), WATCH_RETRY_MS).unref();
      });
      await next.connect();
      await next.query(`listen ${REGISTRY_CHANNEL}`);
      client = next;
      // Whatever changed while no connection listened.
      onChange();
    };
    await connect();
    const poll = setInterval(onChange, SAFETY_POLL_MS);
    poll.unref();
    return async () => {
      stopped = true;
      clearInterval(poll);
      await client?.end().catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
