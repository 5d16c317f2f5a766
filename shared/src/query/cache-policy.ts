import type { Query, QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { bus } from '../bus/bus';
import type { Endpoint, ResponseOf } from '../contracts/endpoint';
import type { PointBalance } from '../contracts/entities';
import { getAccountPoint } from '../contracts/endpoints/account-point';
import { episodeRentalPoint } from '../contracts/endpoints/episode-rental-point';
import { giftCode } from '../contracts/endpoints/gift-code';
import { pointPresent } from '../contracts/endpoints/point-present';
import { API_QUERY_ROOT, apiPathOf } from './api-query-key';

/**
 * The cache policy, declared once here instead of at each call site. Endpoints are named by
 * path; a new endpoint joins a set below and every screen follows.
 */

/** Calls that change money or entitlements. Add the purchase calls here when they exist. */
export const WALLET_MUTATION_PATHS: ReadonlySet<string> = new Set([
  '/episode/rental/point',
  '/episode/rental/ticket',
  '/gift/code',
  '/point/present',
  '/payment/checkout/confirm',
  '/payment/checkout/cancel',
  '/account/subscription/cancel',
]);

/** A wallet mutation whose answer carries the reader's new point balance, checked by its contract. */
type AnswersWithBalance = Endpoint<z.ZodObject, z.ZodType<{ point: PointBalance }>>;

const ANSWERS_WITH_BALANCE: ReadonlyMap<string, AnswersWithBalance> = new Map(
  [episodeRentalPoint, giftCode, pointPresent].map((endpoint) => [endpoint.path, endpoint]),
);

/** Answers that carry balances or purchase state: stale after any wallet mutation. */
export const WALLET_QUERY_PATHS: ReadonlySet<string> = new Set([
  '/account/point',
  '/account/avlpoint',
  '/account/subscription',
  '/account/point/flow',
  '/account/coin/flow',
  '/account/ticket/flow',
  '/title/ticket/list',
  '/episode/list',
  '/episode/viewer',
  '/web/episode',
  '/web/episode/viewer',
  '/web/title/rental',
  '/magazine/detail',
  '/magazine/viewer',
  // Its is_subscriber and article bodies follow the reader's subscription.
  '/wp-json/wp/v2/limited',
]);

/** Answers that depend on who is logged in: cleared when the reader logs in or out. */
export const ACCOUNT_SCOPED_PATHS: ReadonlySet<string> = new Set([
  ...WALLET_QUERY_PATHS,
  '/account',
  '/favorite/list',
  '/title/viewed/list',
  '/web/episode/eval/get',
  '/loginbonus',
  '/payment/checkout',
  '/account/profile',
]);

/**
 * Per-reader mutations outside the wallet and the answers each one makes stale: a
 * favorite added or removed changes the reader's favorite list; a "good" changes the
 * episode's evaluation and the title's count.
 */
export const READER_MUTATION_STALE_PATHS: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['/favorite/add', new Set(['/favorite/list'])],
  ['/favorite/delete', new Set(['/favorite/list'])],
  ['/web/episode/eval/add', new Set(['/web/episode/eval/get', '/title/supplement'])],
]);

function inSet(paths: ReadonlySet<string>) {
  return (query: Query) => {
    const path = apiPathOf(query.queryKey);
    return path !== null && paths.has(path);
  };
}

export const isWalletQuery = inSet(WALLET_QUERY_PATHS);
export const isAccountScopedQuery = inSet(ACCOUNT_SCOPED_PATHS);

/** After a wallet mutation: every balance and entitlement is refetched where shown, stale elsewhere. */
export function invalidateWallet(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: isWalletQuery });
}

/**
 * After a wallet mutation that succeeded: when its answer carries the new point balance
 * (a purchase by points, a gift code, presents claimed), that balance goes into the cache as
 * it came and /account/point is not asked again; the rest of the wallet is invalidated.
 */
export function afterWalletMutation(client: QueryClient, mutationPath: string, answer: unknown): Promise<void> {
  if (!ANSWERS_WITH_BALANCE.has(mutationPath)) return invalidateWallet(client);
  const { point } = answer as ResponseOf<AnswersWithBalance>;
  client.setQueriesData<ResponseOf<typeof getAccountPoint>>({ queryKey: [API_QUERY_ROOT, getAccountPoint.path] }, (balance) =>
    balance ? { ...balance, point } : balance,
  );
  return client.invalidateQueries({ predicate: (query) => isWalletQuery(query) && apiPathOf(query.queryKey) !== getAccountPoint.path });
}

/** After a reader mutation (favorite, evaluation): what it changed loads again where shown. */
export function invalidateAfterReaderMutation(client: QueryClient, mutationPath: string): Promise<void> | undefined {
  const stale = READER_MUTATION_STALE_PATHS.get(mutationPath);
  return stale ? client.invalidateQueries({ predicate: inSet(stale) }) : undefined;
}

/**
 * Logout: the leaving reader's data is dropped at once. A screen still mounted loads
 * again when it next renders (logout goes to the top page, so most are gone already).
 */
export function clearAccountData(client: QueryClient): void {
  client.removeQueries({ predicate: isAccountScopedQuery });
}

/**
 * Login: the visitor's answers are dropped and what is on screen loads again for the
 * reader (the viewer's "log in to read" turns into the episode).
 */
export function refreshAccountData(client: QueryClient): Promise<void> {
  return client.resetQueries({ predicate: isAccountScopedQuery });
}

/**
 * A signed-in reader's page adopted a first screen rendered for visitors (the web server renders
 * one screen for everybody, ops/src/server/first-screen.ts): the answers it came with that depend
 * on the reader are a visitor's. They are asked again for the reader, kept meanwhile (no loading
 * state where they are shown: the page keeps its personal parts hidden until this resolves, see
 * PERSONAL_PART), and this resolves once none of them is loading or still the visitor's, those
 * that screens began to ask for when the session became known included. A part rendered after the
 * first screen (AfterFirstScreen: a title's episode list) asks for its answer only when it mounts,
 * a moment after adoption: until it has, its visitor's answer is still there, invalidated, and a
 * reader saw "buy" on episodes they own (and pressed it: CI's purchase journey did).
 * The caller bounds the wait (fillPersonalParts): an answer no screen asks for again keeps it.
 */
export async function replaceVisitorAnswers(client: QueryClient): Promise<void> {
  await client.invalidateQueries({ predicate: isAccountScopedQuery });
  // Screens that ask only a reader (favorites, tickets) start their calls once the session is known.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const loading = () =>
    client
      .getQueryCache()
      .findAll({ predicate: isAccountScopedQuery })
      // Asking, or invalidated and not asked yet (a failed answer is settled: its screen shows the failure).
      .some(({ state }) => state.fetchStatus !== 'idle' || (state.isInvalidated && state.status !== 'error'));
  if (!loading()) return;
  await new Promise<void>((resolve) => {
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (loading()) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Wires the page's one client to the bus: login and logout replace account data. Balances
 * need no event of their own: they live in this cache, so every screen showing them reads
 * the same answer and refreshes with it. Returns the cleanup. Installed by QueryProvider, so host, standalone pages and tests
 * run the same policy.
 */
export function installCachePolicy(client: QueryClient): () => void {
  const offs = [bus.on('auth:logged-in', () => void refreshAccountData(client)), bus.on('auth:logged-out', () => clearAccountData(client))];
  return () => {
    for (const off of offs) off();
  };
}
