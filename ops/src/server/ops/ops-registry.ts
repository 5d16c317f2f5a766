import { REMOTE_NAMES, type RemoteName } from '@ciao/shared/federation';
import type { Delivery } from '../../deploy/delivery-config';
import { abortCanary, promoteCanary, rollback, setPinned } from '../../deploy/deployments';
import type { AuditEntry } from '../../deploy/registry-store';

export type { AuditEntry };

export interface RemoteOverview {
  name: RemoteName;
  active: { version: string; deployedAt: string } | null;
  pinned: boolean;
  /** Earlier versions a rollback may return to, newest first. */
  history: Array<{ version: string; deployedAt: string }>;
  /** The canary running beside the active version, on `percent` of browsers. */
  canary: { version: string; percent: number; startedAt: string; startedBy: string } | null;
}

export interface OpsOverview {
  host: { version: string | null };
  remotes: RemoteOverview[];
}

/** Who acts, and why (both land in the audit log). */
export interface OpsActor {
  actor: string;
  reason: string;
}

/**
 * What the ops console and `mfe status --health` need of the registry: read it, its audit log,
 * and the actions. The console's routes use only this interface.
 */
export interface OpsRegistry {
  overview(): Promise<OpsOverview>;
  auditLog(limit: number): Promise<AuditEntry[]>;
  rollback(remote: RemoteName, to: string | undefined, who: OpsActor): Promise<{ from: string | null; to: string }>;
  setPinned(remote: RemoteName, pinned: boolean, who: OpsActor): Promise<void>;
  promote(remote: RemoteName, who: OpsActor): Promise<{ from: string | null; to: string }>;
  abort(remote: RemoteName, who: OpsActor): Promise<{ aborted: string | null; stable: string | null }>;
}

/**
 * Over the delivery's registry store (issue 22: a file for `npm start`, PostgreSQL in production):
 * the same checks and the same audit log as the CLI, so the console can do nothing the CLI refuses.
 */
export function storeOpsRegistry(delivery: Delivery): OpsRegistry {
  return {
    async overview() {
      const state = await delivery.registry.read();
      return {
        host: { version: state.host?.version ?? null },
        remotes: REMOTE_NAMES.map((name) => {
          const remote = state.remotes[name];
          return {
            name,
            active: remote ? { version: remote.active.version, deployedAt: remote.active.deployedAt } : null,
            pinned: remote?.pinned ?? false,
            history: (remote?.history ?? [])
              .filter((entry) => entry.version !== remote?.active.version)
              .map(({ version, deployedAt }) => ({ version, deployedAt })),
            canary: state.canaries[name]
              ? (({ version, percent, startedAt, startedBy }) => ({ version, percent, startedAt, startedBy }))(state.canaries[name])
              : null,
          };
        }),
      };
    },
    auditLog: (limit) => delivery.registry.auditLog(undefined, limit),
    async rollback(remote, to, who) {
      const result = await rollback(delivery, remote, who, to);
      return { from: result.previous, to: result.version };
    },
    setPinned: (remote, pinned, who) => setPinned(delivery, remote, pinned, who),
    async promote(remote, who) {
      const result = await promoteCanary(delivery, remote, who);
      return { from: result.previous, to: result.version };
    },
    abort: (remote, who) => abortCanary(delivery, remote, who),
  };
}
