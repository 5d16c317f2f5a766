import { waitFor } from '@testing-library/react';
import { ROUTES, type RouteName } from '@ciao/shared';
import { statusOk, visitorAccount } from '../../../test-support/fixtures';
import { stubApi } from '../../../test-support/stub-api';
import { modalActions } from '../layout/modal-store';
import { createFakeRemoteLoader } from '../testing/fake-remote-loader';
import { renderApp } from '../testing/render-app';
import { REGISTRY_ELEMENT_ID } from './registry-element';
import { ROUTE_REMOTES, prefetchRouteDialogs, preloadRouteRemote, routeRemote } from './route-preload';

/** Routes that show no remote of their own: redirects to a viewer, and the host's own pages. */
const HOST_ROUTES: RouteName[] = [
  'TITLE_LATEST',
  'TITLE_LATEST_INDEX',
  'MAGAZINE_LATEST',
  'DENIED_REGION',
  'MAINTENANCE',
  'ERROR',
  'NOT_FOUND',
];

/** A valid value for each path parameter of ROUTES. */
const SAMPLE_PARAMS: Record<string, string> = {
  titleId: '00101',
  episodeId: '10101',
  magazineId: '00001',
  rankingId: '2',
  word: 'ちゃお',
  keyword: 'friends',
  genreId: '3',
  categoryId: '4',
  categorySlug: 'news',
  slug: 'summer-event',
  authorId: '5',
  articleName: 'help',
  checkoutId: '0123456789abcdef0123456789abcdef',
  typeKey: 'episode',
  indexKey: 'first',
  errorCode: '1001',
};

function samplePath(name: RouteName): string {
  return ROUTES[name].path.replace(/:(\w+)/g, (_, param: string) => {
    const value = SAMPLE_PARAMS[param];
    if (!value) throw new Error(`no sample value for :${param}`);
    return encodeURIComponent(value);
  });
}

beforeEach(() => {
  modalActions.reset();
  stubApi({ '/account': visitorAccount, '/web/status': statusOk });
});

describe('ROUTE_REMOTES', () => {
  it('classifies every route: it shows a remote, or it is one of the host routes', () => {
    const classified = [...Object.keys(ROUTE_REMOTES), ...HOST_ROUTES].sort();
    expect(classified).toEqual(Object.keys(ROUTES).sort());
  });

  it.each(Object.entries(ROUTE_REMOTES))('%s: the route map loads the module the table names', async (name, target) => {
    const path = samplePath(name as RouteName);
    expect(routeRemote(path)).toEqual(target);
    const loader = createFakeRemoteLoader();
    renderApp(path, loader);
    await waitFor(() => expect(loader.loads).toContain(`${target?.remote}/${target?.expose}`));
  });

  it('matches no remote for the host routes and unknown paths', () => {
    for (const name of HOST_ROUTES) expect(routeRemote(samplePath(name))).toBeNull();
    expect(routeRemote('/nope')).toBeNull();
    expect(routeRemote('/title/00101/extra')).toBeNull();
  });
});

/** A page whose server inlined `registry` (as host-page.ts does). */
function pageWithRegistry(registry: unknown): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const script = doc.createElement('script');
  script.id = REGISTRY_ELEMENT_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify(registry);
  doc.head.appendChild(script);
  return doc;
}

describe('preloadRouteRemote', () => {
  const at = (path: string) => new URL(path, 'https://comics.example') as unknown as Location;
  const preloads = (doc: Document) =>
    [...doc.querySelectorAll('link[rel="preload"]')].map((link) => ({
      href: link.getAttribute('href'),
      integrity: link.getAttribute('integrity'),
      crossorigin: link.getAttribute('crossorigin'),
    }));
  const catalog = {
    version: '1.0.0-abc',
    entry: '/deployments/catalog/1.0.0-abc/remoteEntry.js',
    integrity: 'sha384-AAAA',
    deployedAt: '2026-11-25T00:00:00.000Z',
    exposeScripts: { './TopPage': ['855.js', '__federation_expose_TopPage.js'], './TitlePage': ['title.js'] },
    scriptIntegrity: { '855.js': 'sha384-BBBB', '__federation_expose_TopPage.js': 'sha384-CCCC', 'title.js': 'sha384-DDDD' },
  };
  const registry = { schemaVersion: 1, updatedAt: '', remotes: { catalog: { active: catalog, pinned: false, history: [] } } };

  it("preloads the route's remote entry with its integrity, and the exposed module's scripts with theirs", () => {
    const doc = pageWithRegistry(registry);
    preloadRouteRemote(doc, at('/'));
    expect(preloads(doc)).toEqual([
      { href: 'https://comics.example/deployments/catalog/1.0.0-abc/remoteEntry.js', integrity: 'sha384-AAAA', crossorigin: 'anonymous' },
      { href: 'https://comics.example/deployments/catalog/1.0.0-abc/855.js', integrity: 'sha384-BBBB', crossorigin: null },
      {
        href: 'https://comics.example/deployments/catalog/1.0.0-abc/__federation_expose_TopPage.js',
        integrity: 'sha384-CCCC',
        crossorigin: null,
      },
    ]);
  });

  it('preloads the scripts without integrity for a deployment recorded before scriptIntegrity', () => {
    const { scriptIntegrity: _, ...older } = catalog;
    const doc = pageWithRegistry({ ...registry, remotes: { catalog: { active: older, pinned: false, history: [] } } });
    preloadRouteRemote(doc, at('/title/00101'));
    expect(preloads(doc)[1]).toEqual({
      href: 'https://comics.example/deployments/catalog/1.0.0-abc/title.js',
      integrity: null,
      crossorigin: null,
    });
  });

  it('preloads only the entry of a deployment that lists no scripts', () => {
    const { exposeScripts: _, ...older } = catalog;
    const doc = pageWithRegistry({ ...registry, remotes: { catalog: { active: older, pinned: false, history: [] } } });
    preloadRouteRemote(doc, at('/title/00101'));
    expect(preloads(doc).map((link) => link.href)).toEqual(['https://comics.example/deployments/catalog/1.0.0-abc/remoteEntry.js']);
  });

  it('preloads nothing for a host route, a remote missing from the registry, or no inline registry', () => {
    const doc = pageWithRegistry(registry);
    preloadRouteRemote(doc, at('/maintenance'));
    preloadRouteRemote(doc, at('/gift'));
    expect(preloads(doc)).toEqual([]);
    const bare = document.implementation.createHTMLDocument('page');
    preloadRouteRemote(bare, at('/'));
    expect(preloads(bare)).toEqual([]);
  });
});

describe('prefetchRouteDialogs', () => {
  const commerce = {
    version: '1.0.0-def',
    entry: '/deployments/commerce/1.0.0-def/remoteEntry.js',
    integrity: 'sha384-EEEE',
    deployedAt: '2026-11-25T00:00:00.000Z',
    exposeScripts: { './PurchaseDialog': ['243.js', '__federation_expose_PurchaseDialog.js'], './GiftPage': ['gift.js'] },
    scriptIntegrity: { '243.js': 'sha384-FFFF', '__federation_expose_PurchaseDialog.js': 'sha384-GGGG', 'gift.js': 'sha384-HHHH' },
  };
  const page = () =>
    pageWithRegistry({ schemaVersion: 1, updatedAt: '', remotes: { commerce: { active: commerce, pinned: false, history: [] } } });
  const links = (doc: Document) => [...doc.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
  const base = 'https://comics.example/deployments/commerce/1.0.0-def';

  it("prefetches the purchase dialog's entry and scripts on a title page and in an episode's viewer, once", () => {
    for (const path of ['/title/00101', '/title/00101/episode/10104']) {
      const doc = page();
      prefetchRouteDialogs(path, doc, 'https://comics.example');
      prefetchRouteDialogs(path, doc, 'https://comics.example');
      expect(links(doc)).toEqual([
        `prefetch ${base}/remoteEntry.js`,
        `prefetch ${base}/243.js`,
        `prefetch ${base}/__federation_expose_PurchaseDialog.js`,
      ]);
    }
  });

  it('prefetches nothing on a page that opens no such dialog, or what the page has already asked for', () => {
    const doc = page();
    prefetchRouteDialogs('/', doc, 'https://comics.example');
    prefetchRouteDialogs('/ranking', doc, 'https://comics.example');
    expect(links(doc)).toEqual([]);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.href = `${base}/remoteEntry.js`;
    doc.head.appendChild(link);
    prefetchRouteDialogs('/title/00101', doc, 'https://comics.example');
    expect(links(doc)).toEqual([
      `preload ${base}/remoteEntry.js`,
      `prefetch ${base}/243.js`,
      `prefetch ${base}/__federation_expose_PurchaseDialog.js`,
    ]);
  });
});
