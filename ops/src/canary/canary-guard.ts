import { type Database, readFieldHealth } from '@ciao/api';
import type { FieldHealthReport, VersionHealth } from '@ciao/shared/contracts';
import { type RemoteName, REMOTE_NAMES } from '@ciao/shared/federation';
import type { Delivery } from '../deploy/delivery-config';
import { abortCanary } from '../deploy/deployments';
import { type CanaryAbortSettings, canaryAbortSettingsFromEnv, canaryVerdict } from './canary-verdict';

/** The actor of an abort no person made, in the audit log. */
export const CANARY_GUARD_ACTOR = 'canary guard';

export interface CanaryGuardSettings extends CanaryAbortSettings {
  /** The recent page views a verdict is over: the last N minutes since the canary started (CANARY_WINDOW_MINUTES, 10). */
  windowMinutes: number;
  /** How often the running canaries are checked (CANARY_CHECK_SECONDS, 10). */
  intervalMs: number;
}

export function canaryGuardSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): CanaryGuardSettings {
  const windowMinutes = Number(env.CANARY_WINDOW_MINUTES ?? 10);
  const intervalSeconds = Number(env.CANARY_CHECK_SECONDS ?? 10);
  if (!(Number.isInteger(windowMinutes) && windowMinutes > 0))
    throw new Error(`CANARY_WINDOW_MINUTES must be a positive whole number, got ${env.CANARY_WINDOW_MINUTES}`);
  if (!(intervalSeconds > 0)) throw new Error(`CANARY_CHECK_SECONDS must be positive, got ${env.CANARY_CHECK_SECONDS}`);
  return { ...canaryAbortSettingsFromEnv(env), windowMinutes, intervalMs: intervalSeconds * 1000 };
}

/** The field health of one remote's versions over a window (@ciao/api readFieldHealth over the site's database). */
export type ReadRemoteHealth = (window: { since: Date; until: Date; stepMinutes: number; remote: string }) => Promise<FieldHealthReport>;

export interface CanaryGuardOptions {
  delivery: Delivery;
  readHealth: ReadRemoteHealth;
  settings: CanaryGuardSettings;
  log: (line: string) => void;
  now?: () => Date;
}

export interface CanaryGuard {
  /** One look at every running canary; aborts those the verdict condemns. Resolves with the remotes aborted. */
  check(): Promise<RemoteName[]>;
  stop(): Promise<void>;
}

const MINUTE_MS = 60_000;
const NO_VIEWS: Pick<VersionHealth, 'views' | 'errorViews'> = { views: 0, errorViews: 0 };

/**
 * Aborts a canary without a person (issue 23 item 3): every `intervalMs`, each running canary's
 * field error rate over its recent page views (beacons recorded per minute per remote@version,
 * api/src/queries/field-health) is compared with stable's over the same minutes
 * (canary-verdict.ts); a canary past the margin is aborted through the registry, with the figures
 * as the audit line's reason, and its browsers get stable from their next page view. Several web
 * nodes may each run a guard: an abort names the canary's version, so a second one writes nothing.
 */
export function startCanaryGuard(options: CanaryGuardOptions): CanaryGuard {
  const now = options.now ?? (() => new Date());
  const { settings } = options;

  const check = async (): Promise<RemoteName[]> => {
    const state = await options.delivery.registry.read();
    const aborted: RemoteName[] = [];
    for (const remote of REMOTE_NAMES) {
      const canary = state.canaries[remote];
      const stable = state.remotes[remote]?.active.version;
      if (!canary || !stable) continue;
      const until = now();
      // Whole minutes (beacons are summed per minute), from the canary's start at the earliest.
      const startMinute = Math.floor(Date.parse(canary.startedAt) / MINUTE_MS) * MINUTE_MS;
      const since = new Date(Math.max(startMinute, until.getTime() - settings.windowMinutes * MINUTE_MS));
      const report = await options.readHealth({
        since,
        until: new Date(until.getTime() + MINUTE_MS),
        stepMinutes: settings.windowMinutes,
        remote,
      });
      const figures = (version: string) => report.versions.find((entry) => entry.version === version) ?? NO_VIEWS;
      const verdict = canaryVerdict(figures(canary.version), figures(stable), settings);
      if (!verdict.abort) continue;
      const result = await abortCanary(options.delivery, remote, { actor: CANARY_GUARD_ACTOR, reason: verdict.reason }, canary.version);
      if (result.aborted) {
        aborted.push(remote);
        options.log(`canary guard: aborted ${remote}@${canary.version}: ${verdict.reason}`);
      }
    }
    return aborted;
  };

  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    // One check at a time: a slow database never stacks checks up.
    running = running.then(() => check().catch((error: unknown) => options.log(`canary guard: check failed: ${(error as Error).message}`)));
  }, settings.intervalMs);
  timer.unref();
  return {
    check,
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** The guard as `npm start` and every web node run it: over the site's database, with the CANARY_* settings. */
export function startSiteCanaryGuard(delivery: Delivery, db: Database, log: (line: string) => void): CanaryGuard {
  return startCanaryGuard({ delivery, readHealth: (window) => readFieldHealth(db, window), settings: canaryGuardSettingsFromEnv(), log });
}
