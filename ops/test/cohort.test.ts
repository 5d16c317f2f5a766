/** @jest-environment node */
import type { Registry } from '@ciao/shared/federation';
import {
  COHORT_COOKIE,
  CohortDealer,
  CohortRegistries,
  cohortCookie,
  isOnCanary,
  readCohort,
  registryOfCohort,
  remoteSlot,
} from '../src/server/cohort';

const deployment = (remote: string, version: string) => ({
  version,
  entry: `/deployments/${remote}/${version}/remoteEntry.js`,
  integrity: 'sha384-AAAA',
  deployedAt: '2026-11-27T00:00:00.000Z',
});
const stable: Registry = {
  schemaVersion: 1,
  updatedAt: '2026-11-27T00:00:00.000Z',
  remotes: {
    catalog: { active: deployment('catalog', '1.0.0-stable'), pinned: false, history: [] },
    viewer: { active: deployment('viewer', '1.0.0-stable'), pinned: false, history: [] },
  },
};
const canaryOf = (remote: string, percent: number) => ({
  ...deployment(remote, '1.0.1-canary'),
  percent,
  startedAt: '2026-11-27T01:00:00.000Z',
  startedBy: 'team',
});
const COHORTS = Array.from({ length: 100 }, (_, cohort) => cohort);

test('exactly `percent` of the hundred cohorts are on a remote’s canary, and a larger share keeps the smaller one’s browsers', () => {
  for (const percent of [1, 10, 50, 99]) {
    expect(COHORTS.filter((cohort) => isOnCanary(cohort, 'catalog', { percent }))).toHaveLength(percent);
  }
  const atTen = COHORTS.filter((cohort) => isOnCanary(cohort, 'catalog', { percent: 10 }));
  expect(atTen.every((cohort) => isOnCanary(cohort, 'catalog', { percent: 30 }))).toBe(true);
});

test('the browsers on one remote’s canary are not all the browsers on another’s', () => {
  expect(new Set(COHORTS.map((cohort) => remoteSlot(cohort, 'catalog')))).toHaveProperty('size', 100);
  const catalog = COHORTS.filter((cohort) => isOnCanary(cohort, 'catalog', { percent: 10 }));
  const viewer = COHORTS.filter((cohort) => isOnCanary(cohort, 'viewer', { percent: 10 }));
  expect(catalog).not.toEqual(viewer);
});

test('a cohort on the canary gets its deployment as active, without the canary’s own fields; the others get stable as it is', () => {
  const canaries = { catalog: canaryOf('catalog', 10) };
  const onCanary = COHORTS.find((cohort) => isOnCanary(cohort, 'catalog', canaries.catalog))!;
  const offCanary = COHORTS.find((cohort) => !isOnCanary(cohort, 'catalog', canaries.catalog))!;
  expect(registryOfCohort(stable, canaries, offCanary)).toBe(stable);
  const mixed = registryOfCohort(stable, canaries, onCanary);
  expect(mixed.remotes.catalog?.active).toEqual(deployment('catalog', '1.0.1-canary'));
  expect(mixed.remotes.viewer).toBe(stable.remotes.viewer);
  expect(stable.remotes.catalog?.active.version).toBe('1.0.0-stable');
});

test('one registry object per mix of canaries, so a page inlines each once', () => {
  const registries = new CohortRegistries(stable, { catalog: canaryOf('catalog', 50) });
  const onCanary = COHORTS.filter((cohort) => isOnCanary(cohort, 'catalog', { percent: 50 }));
  expect(registries.forCohort(onCanary[0]!)).toBe(registries.forCohort(onCanary[1]!));
  expect(registries.forCohort(onCanary[0]!)).not.toBe(stable);
  expect(registries.forCohort(null)).toBe(stable);
});

test('the cohort cookie: only the numbers we set are read back; it lasts a year, for the server only', () => {
  expect(readCohort(`a=1; ${COHORT_COOKIE}=7`)).toBe(7);
  for (const value of ['100', '-1', 'x', '', '1.5']) expect(readCohort(`${COHORT_COOKIE}=${value}`)).toBeNull();
  expect(readCohort(undefined)).toBeNull();
  expect(cohortCookie(42, true)).toBe(`${COHORT_COOKIE}=42; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax; Secure`);
  expect(cohortCookie(42, false)).not.toContain('Secure');
});

test('new browsers are dealt every cohort once per hundred, in an order that changes from deck to deck', () => {
  const dealer = new CohortDealer();
  const first = Array.from({ length: 100 }, () => dealer.next());
  const second = Array.from({ length: 100 }, () => dealer.next());
  expect([...first].sort((a, b) => a - b)).toEqual(COHORTS);
  expect([...second].sort((a, b) => a - b)).toEqual(COHORTS);
  expect(second).not.toEqual(first);
});
