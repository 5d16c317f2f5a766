import { createHash, randomInt } from 'node:crypto';
import { readCookie } from '@ciao/api';
import type { Registry } from '@ciao/shared/federation';
import type { Canary } from '../deploy/registry-store';

/**
 * Canary cohorts (issue 23). A browser gets a number 0-99 once, in a cookie the web server sets
 * on its first page or registry request, and keeps it: with a canary of a remote on `percent` of
 * browsers, the browsers whose number for that remote is under `percent` get the canary's
 * version, in the page's inlined registry, in /registry.json and in the first screen the server
 * renders. Nothing else decides, so every web node gives a browser the same versions, on every
 * visit, and a canary's share changed from 10 to 30 keeps its first 10% on it.
 */
export const COHORT_COOKIE = 'ciao_cohort';
const COHORTS = 100;
/** A year: the cohort outlives a visit, so a reader does not switch versions between visits. */
const COHORT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The browser's cohort from its cookie, or null when it has none (or a value we never set). */
export function readCohort(cookieHeader: string | undefined): number | null {
  const value = readCookie(cookieHeader, COHORT_COOKIE);
  if (value === undefined || !/^\d{1,2}$/.test(value)) return null;
  return Number(value);
}

/**
 * Deals cohorts to new browsers from shuffled decks of the hundred: every hundred new browsers a
 * node sees get each cohort once, so a canary at 10% reaches 10 of every 100 new browsers of a
 * node, not 10 give or take 6 as independent draws would (200 draws at 10% leave 12-28 in one run
 * of twenty). Which browser gets which cohort stays unpredictable.
 */
export class CohortDealer {
  private deck: number[] = [];

  next(): number {
    if (this.deck.length === 0) {
      this.deck = Array.from({ length: COHORTS }, (_, cohort) => cohort);
      // Fisher-Yates with the crypto generator.
      for (let index = this.deck.length - 1; index > 0; index -= 1) {
        const other = randomInt(index + 1);
        [this.deck[index], this.deck[other]] = [this.deck[other]!, this.deck[index]!];
      }
    }
    return this.deck.pop()!;
  }
}

/** The Set-Cookie value that keeps a cohort: readable by the server only, sent on every page of the site. */
export function cohortCookie(cohort: number, secure: boolean): string {
  return `${COHORT_COOKIE}=${cohort}; Path=/; Max-Age=${COHORT_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The browser's number for one remote: its cohort shifted by a fixed amount per remote, so the
 * browsers on a catalogue canary are not the same browsers as those on a viewer canary (a bad
 * canary of one remote then never hides in another's figures).
 */
export function remoteSlot(cohort: number, remote: string): number {
  const shift = createHash('sha256').update(remote).digest().readUInt16BE(0) % COHORTS;
  return (cohort + shift) % COHORTS;
}

export function isOnCanary(cohort: number, remote: string, canary: Pick<Canary, 'percent'>): boolean {
  return remoteSlot(cohort, remote) < canary.percent;
}

/** The registry a cohort gets: the stable registry with the active version of each remote it is a canary browser of replaced by the canary. */
export function registryOfCohort(stable: Registry, canaries: Record<string, Canary>, cohort: number): Registry {
  const onCanary = Object.entries(canaries).filter(([remote, canary]) => stable.remotes[remote] && isOnCanary(cohort, remote, canary));
  if (onCanary.length === 0) return stable;
  const remotes = { ...stable.remotes };
  for (const [remote, { percent: _percent, startedAt: _startedAt, startedBy: _startedBy, ...deployment }] of onCanary) {
    remotes[remote] = { ...remotes[remote]!, active: deployment };
  }
  return { ...stable, remotes };
}

/**
 * Cohort registries of one registry state, each built once: a page keeps its inlined HTML per
 * registry object (host-page.ts), so the same object must come back for the same versions.
 */
export class CohortRegistries {
  private readonly built = new Map<string, Registry>();

  constructor(
    readonly stable: Registry,
    readonly canaries: Record<string, Canary>,
  ) {}

  forCohort(cohort: number | null): Registry {
    if (cohort === null || Object.keys(this.canaries).length === 0) return this.stable;
    const key = Object.entries(this.canaries)
      .filter(([remote, canary]) => isOnCanary(cohort, remote, canary))
      .map(([remote]) => remote)
      .join(',');
    let registry = this.built.get(key);
    if (!registry) {
      registry = registryOfCohort(this.stable, this.canaries, cohort);
      this.built.set(key, registry);
    }
    return registry;
  }
}
