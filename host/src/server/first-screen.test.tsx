/**
 * @jest-environment node
 */
import { useQuery } from '@tanstack/react-query';
import {
  CONTRACT_VERSION,
  type HostServerBundle,
  type RemoteMessages,
  addMessages,
  magazineFirst,
  useApiQuery,
  useTranslation,
  webStatus,
} from '@ciao/shared';
import { firstMagazine, makeTitleSummary, statusOk } from '../../../test-support/fixtures';
import { stubApi } from '../../../test-support/stub-api';
import * as hostServerBundle from './first-screen';
import { renderFirstScreen, renderHead } from './first-screen';

/** A remote's page that needs two answers, the second asked for only once the first is there. */
function TwoStepPage() {
  const status = useApiQuery(webStatus, {});
  const magazine = useApiQuery(magazineFirst, {}, { enabled: status.data !== undefined });
  if (!status.data || !magazine.data) return <p>loading</p>;
  return <p>{`server time ${status.data.server_time}, magazine ${magazine.data.magazine.magazine_name}`}</p>;
}

const decodeImage = jest.fn(async () => 'decoded');

/** A page with an answer of the API and an image it decodes itself, as the viewer does. */
function PageWithAnImage() {
  const status = useApiQuery(webStatus, {});
  // Like the viewer's page image, decoded with the DOM's Image: nothing a server can do.
  const image = useQuery({ queryKey: ['viewer', 'page-image', '/1.png'], queryFn: decodeImage });
  return <p>{`server time ${status.data?.server_time}, image ${image.data ?? 'loading'}`}</p>;
}

/** A remote's page in its own words (its namespace), after an answer of the API. */
function WordsPage() {
  const { t } = useTranslation('versioned');
  const status = useApiQuery(webStatus, {});
  return <p>{status.data ? `${t('readFirst')} ${t('topics')}` : 'loading'}</p>;
}

/**
 * What two versions of a remote registered for their namespace, as their server bundles do when
 * loaded: two modules of each add to it (as mfe-catalog's i18n/register.ts and register-content.ts).
 */
const versionOne = {
  versioned: [
    { ja: { readFirst: '第1話を読む' }, en: { readFirst: 'Read episode 1' } },
    { ja: { topics: 'トピックス' }, en: { topics: 'Topics' } },
  ],
};
const versionTwo = {
  versioned: [
    { ja: { readFirst: 'さっそく第1話を読む' }, en: { readFirst: 'Read episode 1 now' } },
    { ja: { topics: 'トピックス' }, en: { topics: 'Topics' } },
  ],
};

const exposed = { remote: 'catalog' as const, expose: './TopPage', module: { contractVersion: CONTRACT_VERSION, default: TwoStepPage } };
function render({
  language = 'ja' as 'ja' | 'en',
  module = exposed.module,
  path = '/',
  expose = './TopPage',
  messages = undefined as RemoteMessages | undefined,
} = {}) {
  return renderFirstScreen({
    url: `http://localhost${path}`,
    exposed: { ...exposed, expose, module, ...(messages ? { messages } : {}) },
    publicOrigin: 'https://comics.example',
    apiFetch: (input, init) => globalThis.fetch(input, init),
    localeTimeOffsetFromUtc: 9,
    language,
  });
}

function TitleStandIn() {
  return <p>title page</p>;
}

const title42 = {
  ...makeTitleSummary(42, 'ねこねこ探偵団', {
    author_text: 'みかん',
    introduction_text: 'ねこの探偵たちの物語。',
    episode_id_list: [201, 202],
  }),
  thumbnail_image_url: '/img/42-square.jpg',
  author_id: 7,
  rating_age: 0,
  weekday: 'monday' as const,
  is_finished: false,
  latest_update_at: '2026-11-01T00:00:00',
};

/** The JSON-LD nodes of a head. */
function jsonLd(head: string): Record<string, unknown>[] {
  return [...head.matchAll(/<script type="application\/ld\+json" data-head>(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? ''));
}

describe('the first screen the web server renders', () => {
  it("exports what the web server loads, as @ciao/shared's HostServerBundle declares it", () => {
    const bundle: HostServerBundle = hostServerBundle;
    expect(Object.keys(bundle.sharedModules)).toEqual(['@ciao/shared', '@ciao/shared/forms', '@ciao/shared/router']);
    expect(bundle.routeRemote('/')).toEqual({ remote: 'catalog', expose: './TopPage' });
  });

  it('is the host layout around the route remote, rendered once every answer it asked for is there', async () => {
    const api = stubApi({ '/web/status': statusOk, '/magazine/first': firstMagazine });
    const page = await render();

    expect(page?.screen?.html).toContain('ちゃおコミ');
    expect(page?.screen?.html).toContain('data-remote="catalog"');
    expect(page?.screen?.html).toContain('server time 2025-01-01T09:00:00, magazine ちゃお 12月号');
    expect(page?.screen?.html).not.toContain('loading');
    // The first status call asks whether the site refuses the reader (region, maintenance).
    expect(api.paths()).toEqual(['/web/status', '/web/status', '/magazine/first']);
    // The answers go to the page's query cache, so its own first render shows the same.
    expect(page?.screen?.queries.queries.map((query) => query.state.status)).toEqual(['success', 'success']);
  });

  it("leaves the browser's own work (a query not of the API) loading, and renders the rest", async () => {
    stubApi({ '/web/status': statusOk });
    decodeImage.mockClear();
    const page = await render({ module: { contractVersion: CONTRACT_VERSION, default: PageWithAnImage } });
    expect(page?.screen?.html).toContain('server time 2025-01-01T09:00:00, image loading');
    expect(decodeImage).not.toHaveBeenCalled();
    expect(page?.screen?.queries.queries.map((query) => query.queryKey[0])).toEqual(['api']);
  });

  it("is in the reader's language, also while a render in the other one is under way", async () => {
    stubApi({ '/web/status': statusOk, '/magazine/first': firstMagazine });
    // Both wait for their answers at the same time, and render in turns between them.
    const [japanese, english] = await Promise.all([render({ language: 'ja' }), render({ language: 'en' })]);
    expect(japanese?.screen?.html).toContain('本文へ移動');
    expect(japanese?.screen?.html).not.toContain('Skip to content');
    expect(english?.screen?.html).toContain('Skip to content');
    expect(english?.screen?.html).not.toContain('本文へ移動');
  });

  it("speaks with the words of the remote version it renders, whichever version's bundle was loaded last", async () => {
    stubApi({ '/web/status': statusOk });
    const words = { contractVersion: CONTRACT_VERSION, default: WordsPage };
    // Both bundles loaded (one deployed, then rolled back from, or a canary beside it): the one
    // loaded last registered its words over the other's.
    for (const added of [...versionOne.versioned, ...versionTwo.versioned]) addMessages('versioned', added);
    const [one, two] = await Promise.all([
      render({ module: words, messages: versionOne }),
      render({ module: words, messages: versionTwo }),
    ]);
    expect(one?.screen?.html).toContain('<p>第1話を読む トピックス</p>');
    expect(two?.screen?.html).toContain('<p>さっそく第1話を読む トピックス</p>');
    const [oneAgain, oneInEnglish] = await Promise.all([
      render({ module: words, messages: versionOne }),
      render({ module: words, messages: versionOne, language: 'en' }),
    ]);
    expect(oneAgain?.screen?.html).toContain('<p>第1話を読む トピックス</p>');
    expect(oneInEnglish?.screen?.html).toContain('<p>Read episode 1 Topics</p>');
  });

  it('is not rendered when an answer fails: the page then starts in the browser and shows the error there', async () => {
    stubApi({ '/web/status': statusOk, '/magazine/first': () => ({ code: 1099, status: 500 }) });
    const page = await render();
    expect(page?.screen).toBeNull();
    expect(page?.status).toBe(200);
  });

  it("has the route's head: title, description, canonical at the public origin, language alternates, Open Graph and JSON-LD", async () => {
    stubApi({ '/web/status': statusOk, '/title/list': () => ({ data: { title_list: [title42] } }) });
    const page = await render({
      path: '/title/00042',
      expose: './TitlePage',
      module: { contractVersion: CONTRACT_VERSION, default: TitleStandIn },
    });
    expect(page?.status).toBe(200);
    expect(page?.screen?.html).toContain('title page');
    const head = page?.head ?? '';
    expect(head).toContain('<title data-head>ねこねこ探偵団 | ちゃおコミ</title>');
    expect(head).toContain('<meta name="description" content="ねこねこ探偵団（みかん）：ねこの探偵たちの物語。" data-head>');
    expect(head).toContain('<link rel="canonical" href="https://comics.example/title/00042" data-head>');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://comics.example/title/00042?lang=en" data-head>');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://comics.example/title/00042" data-head>');
    expect(head).toContain('<meta property="og:image" content="https://comics.example/img/42.jpg" data-head>');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" data-head>');
    expect(head).not.toContain('noindex');
    const [series, breadcrumbs] = jsonLd(head);
    expect(series).toMatchObject({ '@type': 'ComicSeries', name: 'ねこねこ探偵団', author: { '@type': 'Person', name: 'みかん' } });
    expect(series?.hasPart).toHaveLength(2);
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ position: 1 }, { position: 2, item: 'https://comics.example/title/00042' }],
    });
  });

  it('in English, names the English address canonical', async () => {
    stubApi({ '/web/status': statusOk, '/title/list': () => ({ data: { title_list: [title42] } }) });
    const page = await render({
      language: 'en',
      path: '/title/00042?lang=en',
      expose: './TitlePage',
      module: { contractVersion: CONTRACT_VERSION, default: TitleStandIn },
    });
    expect(page?.head).toContain('<link rel="canonical" href="https://comics.example/title/00042?lang=en" data-head>');
    expect(page?.head).toContain('<title data-head>ねこねこ探偵団 | Ciao Comics</title>');
    expect(page?.head).toContain('<meta property="og:locale" content="en_US" data-head>');
  });

  it('answers 404 for a title the API does not know, with the page the browser shows, kept out of search results', async () => {
    stubApi({ '/web/status': statusOk, '/title/list': () => ({ data: { title_list: [] } }) });
    const page = await render({
      path: '/title/99999',
      expose: './TitlePage',
      module: { contractVersion: CONTRACT_VERSION, default: TitleStandIn },
    });
    expect(page?.status).toBe(404);
    expect(page?.head).toContain('<meta name="robots" content="noindex" data-head>');
    expect(page?.head).not.toContain('canonical');
    expect(page?.screen?.html).toContain('title page');
  });

  it.each([
    ['an author', '/author/99999', '/wp-json/wp/v2/author/detail', 1001, 400],
    ['a topics article', '/topics/no-such-article', '/wp-json/wp/v2/topics/detail', 1001, 400],
    ['an episode', '/title/00042/episode/99999', '/web/episode', 3100, 404],
    ['a magazine issue', '/magazine/99999', '/magazine/detail', 3000, 404],
  ])(
    'answers 404 for %s the API does not know, even though the failed call would load again in the browser',
    async (_kind, path, apiPath, code, status) => {
      stubApi({ '/web/status': statusOk, [apiPath]: () => ({ code, status }) });
      const page = await render({ path, module: { contractVersion: CONTRACT_VERSION, default: TitleStandIn } });
      expect(page?.status).toBe(404);
      expect(page?.head).toContain('<meta name="robots" content="noindex" data-head>');
      expect(page?.screen).toBeNull();
    },
  );

  it('answers 404 with the not-found page for an address no route has', async () => {
    stubApi({ '/web/status': statusOk });
    const page = await render({ path: '/no/such/page' });
    expect(page?.status).toBe(404);
    expect(page?.head).toContain('<title data-head>ページが見つかりません | ちゃおコミ</title>');
    expect(page?.screen?.html).toContain('Page Not Found: /no/such/page');
  });

  it("answers 451 with no catalogue data when the API refuses the reader's region", async () => {
    stubApi({ '/web/status': () => ({ code: 1097, status: 451 }), '/magazine/first': firstMagazine });
    const page = await render();
    expect(page?.status).toBe(451);
    expect(page?.screen).toBeNull();
    expect(page?.head).toContain('お住まいの地域ではご利用いただけません');
  });

  it('answers 503 with Retry-After during maintenance', async () => {
    stubApi({ '/web/status': () => ({ data: { maintenance: true, server_time: '2025-01-01T09:00:00' } }) });
    const page = await render();
    expect(page?.status).toBe(503);
    expect(page?.retryAfter).toBeGreaterThan(0);
    expect(page?.screen).toBeNull();
    expect(page?.head).toContain('noindex');
  });

  it("answers an error page with its code's status", async () => {
    stubApi({ '/web/status': statusOk });
    expect((await render({ path: '/error/3000' }))?.status).toBe(404);
    expect((await render({ path: '/error/1099' }))?.status).toBe(500);
    expect((await render({ path: '/error/1098' }))?.status).toBe(503);
  });

  it("refuses a module that breaks the host's contract", async () => {
    stubApi({ '/web/status': statusOk });
    await expect(render({ module: { contractVersion: 0, default: TwoStepPage } })).rejects.toThrow(/contract version 0/);
  });
});

/** The head alone, as the web server asks for it when it does not render the page. */
function headAt(path: string, language: 'ja' | 'en' = 'ja') {
  return renderHead({
    url: `http://localhost${path}`,
    publicOrigin: 'https://comics.example',
    apiFetch: (input, init) => globalThis.fetch(input, init),
    localeTimeOffsetFromUtc: 9,
    language,
  });
}

const latestEpisode = {
  data: {
    episode: {
      episode_id: 201,
      title_id: 42,
      episode_name: '第1話',
      index: 1,
      point: 0,
      thumbnail_image_url: '/t.png',
      introduction_text: '',
      start_time: '2025-01-01T00:00:00',
      status: 'free',
      rental_expire_time: null,
    },
    title: {
      title_id: 42,
      title_name: 'ねこねこ探偵団',
      author_text: 'みかん',
      introduction_text: '',
      thumbnail_rect_image_url: '/r.png',
      episode_id_list: [201],
      genre_id_list: [],
    },
  },
};

describe("the page's head alone (no render of the page)", () => {
  it("is the route's head and status, from the head's own API call and the site's status call only", async () => {
    const api = stubApi({ '/web/status': statusOk, '/title/list': () => ({ data: { title_list: [title42] } }) });
    const page = await headAt('/title/00042');
    expect(page?.status).toBe(200);
    expect(page?.screen).toBeNull();
    expect(page?.head).toContain('<title data-head>ねこねこ探偵団 | ちゃおコミ</title>');
    expect(page?.head).toContain('<link rel="canonical" href="https://comics.example/title/00042" data-head>');
    // (The API client may check the site's status once more before a call, as it does for any page.)
    expect(new Set(api.paths())).toEqual(new Set(['/title/list', '/web/status']));
    expect(api.paths().filter((path) => path === '/title/list')).toHaveLength(1);
  });

  it.each([
    ['/my/history', '閲覧履歴'],
    ['/my/setting/password', 'パスワードの変更'],
    ['/point/history', 'ポイント履歴'],
    ['/ticket/history', 'チケット履歴'],
    ['/payment/result', 'お支払い結果'],
  ])("names a reader's own page %s by its screen (%s), kept out of search results", async (path, name) => {
    stubApi({ '/web/status': statusOk });
    const page = await headAt(path);
    expect(page?.head).toContain(`<title data-head>${name} | ちゃおコミ</title>`);
    expect(page?.head).toContain('<meta name="robots" content="noindex" data-head>');
  });

  it('gives the privacy policy its own title and description, like the other articles, in both languages; each article is titled as the footer names it', async () => {
    stubApi({ '/web/status': statusOk });
    const ja = await headAt('/article/privacyPolicy');
    expect(ja?.status).toBe(200);
    expect(ja?.head).toContain('<title data-head>プライバシーポリシー | ちゃおコミ</title>');
    expect(ja?.head).toContain('<meta name="description" content="ちゃおコミのプライバシーポリシーです。" data-head>');
    expect(ja?.head).toContain('<link rel="canonical" href="https://comics.example/article/privacyPolicy" data-head>');
    // The automatic renewal notice is titled as the footer and the article name it (not another law's notice).
    expect((await headAt('/article/calBusAndProfCode'))?.head).toContain('<title data-head>自動更新についての表示 | ちゃおコミ</title>');
    const en = await headAt('/article/privacyPolicy', 'en');
    expect(en?.head).toContain('<title data-head>Privacy policy | Ciao Comics</title>');
    expect(en?.head).toContain('<meta name="description" content="Ciao Comics: Privacy policy." data-head>');
  });

  it('answers 404 for an id the API does not know or an address no route has, 451 for a refused region', async () => {
    stubApi({ '/web/status': statusOk, '/title/list': () => ({ data: { title_list: [] } }) });
    expect((await headAt('/title/99999'))?.status).toBe(404);
    expect((await headAt('/no/such/page'))?.head).toContain('<title data-head>ページが見つかりません | ちゃおコミ</title>');
    stubApi({ '/web/status': () => ({ code: 1097, status: 451 }), '/title/list': () => ({ data: { title_list: [title42] } }) });
    const refused = await headAt('/title/00042');
    expect(refused?.status).toBe(451);
    expect(refused?.head).not.toContain('ねこねこ探偵団');
  });
});

describe('a latest link (a redirect: the server answers it, the browser makes it after a navigation)', () => {
  let warnings: jest.SpyInstance[];
  beforeEach(() => {
    warnings = [jest.spyOn(console, 'warn'), jest.spyOn(console, 'error')];
  });
  afterEach(() => {
    for (const spy of warnings) spy.mockRestore();
  });
  const warned = () => warnings.flatMap((spy) => spy.mock.calls.map((call) => String(call[0])));

  it("is a temporary redirect (302) to the episode or issue the API names, from its head alone: no render of the router's <Navigate> on the server", async () => {
    const api = stubApi({ '/web/status': statusOk, '/web/episode/latest': () => latestEpisode, '/magazine/first': firstMagazine });
    const episode = await render({ path: '/title/00042/latest/free/2' });
    expect(episode).toMatchObject({ status: 302, location: '/title/00042/episode/201', screen: null });
    expect(episode?.head).toContain('<meta name="robots" content="noindex" data-head>');
    const asked = api.calls.filter((call) => call.path === '/web/episode/latest').map((call) => Object.fromEntries(call.params));
    expect(asked).toEqual([expect.objectContaining({ title_id: '42', type: 'free', index: '2' })]);
    expect(await render({ path: '/magazine' })).toMatchObject({ status: 302, location: '/magazine/00003', screen: null });
    expect(warned().filter((text) => /Navigate/.test(text))).toEqual([]);
  });

  it.each([
    [1099, 500],
    [1103, 429],
  ])(
    'is no redirect while the API cannot name the page for another reason than "not found" (%p): its status (%p), the page (noindex) retries in the browser',
    async (code, status) => {
      stubApi({ '/web/status': statusOk, '/web/episode/latest': () => ({ code, status }) });
      const page = await render({ path: '/title/00042/latest/episode' });
      expect(page?.status).toBe(status);
      expect(page?.location).toBeUndefined();
      expect(page?.head).toContain('<meta name="robots" content="noindex" data-head>');
    },
  );

  it('answers 404 as the route decides: a malformed address, an unknown title, no released issue', async () => {
    const api = stubApi({
      '/web/status': statusOk,
      '/web/episode/latest': () => ({ code: 3000, status: 404 }),
      '/magazine/first': () => ({ code: 3000, status: 404 }),
    });
    expect((await render({ path: '/title/00042/latest/nope' }))?.status).toBe(404);
    expect(api.paths()).not.toContain('/web/episode/latest');
    expect((await render({ path: '/title/00042/latest/episode/0' }))?.status).toBe(404);
    expect((await render({ path: '/magazine' }))?.status).toBe(404);
  });
});
