import { type ReactNode, createContext, useContext, useEffect, useMemo, useState } from 'react';
import { matchRoutes, useLocation } from '@ciao/shared/router';
import { ROUTES, type Language, type RouteName, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import { type HeadSite, type HeadTag, type PageHead, applyHeadTags, headTags, pageUrl } from './page-head';
import { type HeadInput, ROUTE_HEADS, type StatusPage, statusPageHead } from './route-heads';

/**
 * Where the server collects the head of the page it renders (host/src/server/first-screen.tsx).
 * Absent in the browser, where the head goes into the document instead.
 */
export interface HeadCollector {
  head: PageHead | null;
  tags: HeadTag[];
  /** A status page (not found, error...) was rendered: the page is whole without any remote. */
  statusPage: boolean;
}

export interface HeadSettings {
  /** The site's public origin (the runtime config's publicOrigin): canonical, og:url and og:image are absolute in it. */
  origin: string;
  collector?: HeadCollector;
}

const HeadSettingsContext = createContext<HeadSettings | null>(null);
const StatusPageContext = createContext<(page: StatusPage | null) => void>(() => undefined);

export function HeadSettingsProvider({ settings, children }: { settings: HeadSettings; children: ReactNode }) {
  return <HeadSettingsContext.Provider value={settings}>{children}</HeadSettingsContext.Provider>;
}

/** Every route by its name, and the catch-all: matched as the router matches them (static segments first). */
const NAMED_ROUTES = [...Object.entries(ROUTES).map(([id, { path }]) => ({ id, path })), { id: 'unknown', path: '*' }];

/** The route an address is, by name ('unknown': none), with its parameters. */
export function routeOf(pathname: string): { name: RouteName | 'unknown'; params: Record<string, string | undefined> } {
  const match = matchRoutes(NAMED_ROUTES, pathname)?.at(-1);
  return { name: (match?.route.id ?? 'unknown') as RouteName | 'unknown', params: match?.params ?? {} };
}

/**
 * A page shown instead of the route's own (the not-found, error, maintenance and denied-region
 * pages): its head replaces the route's, status included.
 */
export function useStatusPage(page: StatusPage): void {
  const declare = useContext(StatusPageContext);
  const settings = useContext(HeadSettingsContext);
  const key = JSON.stringify(page);
  // On the server nothing runs after the render: the collector hears of it while rendering.
  if (settings?.collector) collectStatusPage(settings.collector, page);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the page is its key.
  useEffect(() => {
    declare(page);
    return () => declare(null);
  }, [key, declare]);
}

/** The input of the status page's head, kept by the route's head while rendering on the server. */
const serverInputs = new WeakMap<HeadCollector, { input: HeadInput; site: HeadSite }>();

function collectStatusPage(collector: HeadCollector, page: StatusPage): void {
  const kept = serverInputs.get(collector);
  collector.statusPage = true;
  if (!kept) return;
  collector.head = statusPageHead(page, kept.input);
  collector.tags = headTags(collector.head, kept.site);
}

/** The route's head hook, keyed by the route so each hook keeps its own calls in order. */
function RouteHeadOf({
  name,
  input,
  site,
  statusPage,
}: {
  name: RouteName | 'unknown';
  input: HeadInput;
  site: HeadSite;
  statusPage: StatusPage | null;
}) {
  const settings = useContext(HeadSettingsContext);
  const routeHead = ROUTE_HEADS[name](input);
  const head = statusPage ? statusPageHead(statusPage, input) : routeHead;
  const tags = useMemo(() => headTags(head, site), [head, site]);
  if (settings?.collector) {
    settings.collector.head = head;
    settings.collector.tags = tags;
    serverInputs.set(settings.collector, { input, site });
  }
  useEffect(() => applyHeadTags(document, tags), [tags]);
  return null;
}

/**
 * The page's head (title, description, canonical, Open Graph, JSON-LD) from its route's entry in
 * ROUTE_HEADS, around every route: rendered on the server into the HTML, put in the document by
 * the browser after each navigation. Status pages inside it replace it (useStatusPage).
 */
export function RouteHead({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation(HOST_NAMESPACE);
  const location = useLocation();
  const settings = useContext(HeadSettingsContext);
  const [statusPage, setStatusPage] = useState<StatusPage | null>(null);
  const language = (i18n.language === 'en' ? 'en' : 'ja') as Language;
  const origin = settings?.origin ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  const site = useMemo<HeadSite>(() => ({ origin, language, siteName: t('brand') }), [origin, language, t]);
  const match = useMemo(() => routeOf(location.pathname), [location.pathname]);
  const input = useMemo<HeadInput>(
    () => ({
      params: match.params,
      search: new URLSearchParams(location.search),
      pathname: location.pathname,
      language,
      t,
      origin,
      url: (path: string) => pageUrl(origin, path, language),
    }),
    [match, location.pathname, location.search, language, t, origin],
  );
  return (
    <StatusPageContext.Provider value={setStatusPage}>
      <RouteHeadOf key={match.name} name={match.name} input={input} site={site} statusPage={statusPage} />
      {children}
    </StatusPageContext.Provider>
  );
}
