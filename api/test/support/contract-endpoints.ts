import * as contracts from '@ciao/shared/contracts';
import type { Endpoint } from '@ciao/shared/contracts';

function isEndpoint(value: unknown): value is Endpoint {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Endpoint>;
  return (
    (candidate.method === 'GET' || candidate.method === 'POST') &&
    typeof candidate.path === 'string' &&
    typeof candidate.params?.safeParse === 'function'
  );
}

/**
 * Every endpoint exported from `@ciao/shared/contracts`, once each (a group barrel may re-export
 * one), sorted by path: tests that must cover every call iterate this, so new calls are covered unasked.
 */
const exported: unknown[] = Object.values(contracts);
export const ALL_ENDPOINTS: readonly Endpoint[] = [...new Set(exported.filter(isEndpoint))].sort((a, b) =>
  `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`),
);
