// Types only: the contract's zod schemas stay on the server (the API parses every beacon), so
// this collector adds no validation code to the page.
import type {
  FieldBeacon,
  FieldFailureCounts,
  FieldLoadFailureKind,
  FieldRemoteView,
  FieldView,
  FieldVital,
  RemoteName,
} from '@ciao/shared';

/** Views gathered before a beacon goes without waiting for the page to be hidden. */
export const VIEWS_PER_BEACON = 10;

/** The contract's cap on one count (field-beacon.ts). */
const MAX_COUNT = 50;

/** A deployed version's files: `/deployments/<remote>/<version>/...` (ops/src/server/web-server.ts). */
const DEPLOYMENT_FILE = /\/deployments\/(catalog|viewer|account|commerce)\/([0-9A-Za-z][0-9A-Za-z.+_-]{0,63})\//;

/**
 * Which remote version a stack (or a script URL) points into, if any: the host attributes an
 * uncaught error to the remote whose file threw it, never by guess.
 */
export function remoteOfStack(stack: string): { remote: RemoteName; version: string } | null {
  const match = DEPLOYMENT_FILE.exec(stack);
  return match ? { remote: match[1] as RemoteName, version: match[2]! } : null;
}

/**
 * What kind of load failure an error of the federation runtime is. `entryArrived`: the browser's
 * resource timing says the entry's bytes came with HTTP 200, so a refusal of that script was its
 * integrity (the runtime's own error says only that the script failed).
 */
export function loadFailureKind(error: unknown, entryArrived: boolean): FieldLoadFailureKind {
  const text = `${(error as { name?: unknown })?.name ?? ''} ${(error as { message?: unknown })?.message ?? String(error)}`;
  // The runtime's own timeout, or the loader's deadline over all attempts (remote-loader.ts withinDeadline).
  if (/timed? ?out|not loaded within/i.test(text)) return 'timeout';
  if (/ChunkLoadError|loading (css )?chunk/i.test(text)) return 'chunk';
  if (/integrity/i.test(text) || entryArrived) return 'integrity';
  return 'entry';
}

type RemoteTally = FieldFailureCounts & { version: string };

export interface FieldReport {
  /** A new page view (the first page, then each route change); `owner` is the route's remote. */
  startView(owner: RemoteName | null): void;
  /** A remote's module loaded in this version. */
  loaded(remote: RemoteName, version: string): void;
  /** A remote failed to load; the error is remembered so the region's boundary does not count it again. */
  loadFailed(remote: RemoteName, version: string, kind: FieldLoadFailureKind, error: unknown): void;
  /** A region's boundary caught an error: a render error unless it was a load failure already counted. */
  boundaryCaught(remote: RemoteName, error: unknown): void;
  /** An uncaught error or rejection: counted for the remote its stack points into, else ignored. */
  uncaught(stack: string): void;
  /** A Web Vital of this document; the first report of each counts, for the first view's route. */
  vital(name: FieldVital, value: number): void;
  /** Sends what has been gathered (the page is being hidden); nothing is counted until resume(). */
  flush(): void;
  /** The page is shown again: what happens now counts as another view of the same route. */
  resume(): void;
}

/**
 * The page's field report: counts per view and remote@version, sent in batches by `send`
 * (navigator.sendBeacon). A view's remotes are every remote this page has loaded (or failed to
 * load) by the end of the view: the header's and the dialogs' remotes are part of each page.
 * The first view keeps the document's Web Vitals, so it is held until the page is first hidden
 * (when web-vitals reports LCP, CLS and INP); later views go in batches of VIEWS_PER_BEACON.
 */
export function createFieldReport(send: (beacon: FieldBeacon) => void): FieldReport {
  const versions = new Map<RemoteName, string>();
  const loadErrors = new WeakSet<object>();
  let current: { owner: RemoteName | null; remotes: Map<RemoteName, RemoteTally> } | null = null;
  let owner: RemoteName | null = null;
  let landing: FieldView | null = null;
  let landingHeld = true;
  const vitals: Partial<Record<FieldVital, number>> = {};
  let queue: FieldView[] = [];

  function tally(remote: RemoteName, version = versions.get(remote)): RemoteTally | null {
    if (!current || version === undefined) return null;
    let entry = current.remotes.get(remote);
    if (!entry || entry.version !== version) {
      entry = { version, entry: 0, chunk: 0, integrity: 0, timeout: 0, render: 0, uncaught: 0 };
      current.remotes.set(remote, entry);
    }
    return entry;
  }

  function closeView(): void {
    if (!current) return;
    for (const [remote, version] of versions) tally(remote, version);
    const remotes: FieldRemoteView[] = [...current.remotes].map(([remote, entry]) => {
      // Capped like the contract: a region failing in a loop must not get its whole view refused.
      const at = (count: number) => Math.min(count, MAX_COUNT);
      const loadFailures = { entry: at(entry.entry), chunk: at(entry.chunk), integrity: at(entry.integrity), timeout: at(entry.timeout) };
      const failed = Object.values(loadFailures).some((count) => count > 0);
      return {
        remote,
        version: entry.version,
        ...(failed ? { loadFailures } : {}),
        ...(entry.render ? { renderErrors: at(entry.render) } : {}),
        ...(entry.uncaught ? { uncaughtErrors: at(entry.uncaught) } : {}),
      };
    });
    const view: FieldView = { remotes, ...(current.owner ? { owner: current.owner } : {}) };
    current = null;
    if (remotes.length === 0) return;
    if (!landing && landingHeld) landing = view;
    else queue.push(view);
    if (queue.length >= VIEWS_PER_BEACON) sendQueue();
  }

  function sendQueue(): void {
    const views = queue;
    queue = [];
    for (let start = 0; start < views.length; start += VIEWS_PER_BEACON)
      send({ schemaVersion: 1, views: views.slice(start, start + VIEWS_PER_BEACON) });
  }

  return {
    startView(routeOwner) {
      closeView();
      owner = routeOwner;
      current = { owner, remotes: new Map() };
    },
    loaded(remote, version) {
      versions.set(remote, version);
      tally(remote, version);
    },
    loadFailed(remote, version, kind, error) {
      if (typeof error === 'object' && error !== null) loadErrors.add(error);
      // The version this page tried is the one whose later errors count.
      versions.set(remote, version);
      const entry = tally(remote, version);
      if (entry) entry[kind] += 1;
    },
    boundaryCaught(remote, error) {
      if (typeof error === 'object' && error !== null && loadErrors.has(error)) return;
      const entry = tally(remote);
      if (entry) entry.render += 1;
    },
    uncaught(stack) {
      const origin = remoteOfStack(stack);
      if (!origin) return;
      const entry = tally(origin.remote, origin.version);
      if (entry) entry.uncaught += 1;
    },
    vital(name, value) {
      if (vitals[name] !== undefined || !Number.isFinite(value) || value < 0) return;
      vitals[name] = value;
    },
    flush() {
      closeView();
      if (landing) {
        const owned = landing.owner && landing.remotes.some((entry) => entry.remote === landing?.owner);
        queue.unshift(owned && Object.keys(vitals).length > 0 ? { ...landing, vitals: { ...vitals } } : landing);
        landing = null;
      }
      landingHeld = false;
      if (queue.length > 0) sendQueue();
    },
    resume() {
      if (!current) current = { owner, remotes: new Map() };
    },
  };
}
