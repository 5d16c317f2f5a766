import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '../i18n/i18n';
import type { RemoteName } from './contract';

/**
 * The host's server bundle as the web server uses it (host/src/server/first-screen.tsx builds
 * it, ops/src/server/first-screen.ts loads it): one declaration on both sides of the boundary,
 * like the exposed modules' contracts above.
 */
export interface HostServerBundle {
  renderFirstScreen(request: FirstScreenRequest): Promise<ServerRenderedPage | null>;
  /**
   * The page's status and head alone (no screen), from the route's head without rendering the
   * page: sent when the page is not rendered (past the address's renders, a slow render) and for
   * HEAD requests. Optional: host builds from before it have none (their pages go without, as before).
   */
  renderHead?(request: HeadRequest): Promise<ServerRenderedPage | null>;
  /** The remote module the route of `pathname` shows, if the host knows one. */
  routeRemote(pathname: string): { remote: RemoteName; expose: string } | null;
  /** The page's language as the browser decides it (?lang=, else the cookie), and the cookie that carries the reader's choice. */
  detectLanguage(search: string, stored: string | null): Language;
  LANGUAGE_COOKIE: string;
  /** What the bundle provides to the remotes' server bundles, as the host provides it to the page's share scope. */
  sharedModules: Record<string, unknown>;
  /** The stylesheets the server bundles registered as they were evaluated (@ciao/shared/server-styles). */
  serverStyles(bundles: readonly string[]): string;
  clearServerStyles(bundle: string): void;
}

/**
 * What a remote version's server bundle registered with @ciao/shared's addMessages: by namespace,
 * each call's messages ({ ja, en }) in order (a remote may add to one namespace from two modules).
 * The process has one i18n for every version: each render sets its version's words (a version
 * deployed and then rolled back from, or a canary beside its stable version, must not speak for it).
 */
export type RemoteMessages = Record<string, readonly unknown[]>;

export interface FirstScreenRequest {
  /** The page's absolute URL. */
  url: string;
  /**
   * The exposed module the route shows, from the remote's server bundle, with the messages that
   * bundle registered; null when the route shows none or it has no server bundle.
   */
  exposed: { remote: RemoteName; expose: string; module: unknown; messages?: RemoteMessages } | null;
  /** The site's public origin (canonical and og: addresses). */
  publicOrigin: string;
  /** How the page's API calls reach the API (the web server answers them in-process). */
  apiFetch: typeof fetch;
  localeTimeOffsetFromUtc: number;
  /** The page's language (the reader's choice, else Japanese). */
  language: Language;
}

/** What the page's head alone is rendered from: the page's request without its remote. */
export type HeadRequest = Omit<FirstScreenRequest, 'exposed'>;

export interface FirstScreen {
  /** The markup of the page's root element. */
  html: string;
  /** The answers the screen was rendered from, for the page's query cache. */
  queries: DehydratedState;
}

/** What the host's server bundle answers a page request with: its status and head always, its first screen when it can be adopted. */
export interface ServerRenderedPage {
  status: number;
  /** Seconds, for a Retry-After header (maintenance). */
  retryAfter?: number;
  /**
   * With a 3xx status: the path on this site the page redirects to (a latest link's episode or
   * issue), without a query: the web server adds the request's own and answers the redirect.
   */
  location?: string;
  /** The head's elements as HTML (host/src/head/page-head.ts). */
  head: string;
  /** The page as the browser will render it, or null (the page starts in the browser). */
  screen: FirstScreen | null;
}
