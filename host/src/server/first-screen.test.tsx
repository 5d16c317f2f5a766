/**
 * @jest-environment node
 */
import { useQuery } from '@tanstack/react-query';
import { CONTRACT_VERSION, magazineFirst, useApiQuery, webStatus } from '@ciao/shared';
import { firstMagazine, statusOk } from '../../../test-support/fixtures';
import { stubApi } from '../../../test-support/stub-api';
import { renderFirstScreen } from './first-screen';

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

const exposed = { remote: 'catalog' as const, expose: './TopPage', module: { contractVersion: CONTRACT_VERSION, default: TwoStepPage } };
function render({ language = 'ja' as 'ja' | 'en', module = exposed.module } = {}) {
  return renderFirstScreen({
    url: 'http://localhost/',
    exposed: { ...exposed, module },
    apiFetch: (input, init) => globalThis.fetch(input, init),
    localeTimeOffsetFromUtc: 9,
    language,
  });
}

describe('the first screen the web server renders', () => {
  it('is the host layout around the route remote, rendered once every answer it asked for is there', async () => {
    const api = stubApi({ '/web/status': statusOk, '/magazine/first': firstMagazine });
    const screen = await render();

    expect(screen?.html).toContain('ちゃおコミ');
    expect(screen?.html).toContain('data-remote="catalog"');
    expect(screen?.html).toContain('server time 2025-01-01T09:00:00, magazine ちゃお 12月号');
    expect(screen?.html).not.toContain('loading');
    expect(api.paths()).toEqual(['/web/status', '/magazine/first']);
    // The answers go to the page's query cache, so its own first render shows the same.
    expect(screen?.queries.queries.map((query) => query.state.status)).toEqual(['success', 'success']);
  });

  it("leaves the browser's own work (a query not of the API) loading, and renders the rest", async () => {
    stubApi({ '/web/status': statusOk });
    decodeImage.mockClear();
    const screen = await render({ module: { contractVersion: CONTRACT_VERSION, default: PageWithAnImage } });
    expect(screen?.html).toContain('server time 2025-01-01T09:00:00, image loading');
    expect(decodeImage).not.toHaveBeenCalled();
    expect(screen?.queries.queries.map((query) => query.queryKey[0])).toEqual(['api']);
  });

  it("is in the reader's language, also while a render in the other one is under way", async () => {
    stubApi({ '/web/status': statusOk, '/magazine/first': firstMagazine });
    // Both wait for their answers at the same time, and render in turns between them.
    const [japanese, english] = await Promise.all([render({ language: 'ja' }), render({ language: 'en' })]);
    expect(japanese?.html).toContain('本文へ移動');
    expect(japanese?.html).not.toContain('Skip to content');
    expect(english?.html).toContain('Skip to content');
    expect(english?.html).not.toContain('本文へ移動');
  });

  it('is not rendered when an answer fails: the page then starts in the browser and shows the error there', async () => {
    stubApi({ '/web/status': statusOk, '/magazine/first': () => ({ code: 1099, status: 404 }) });
    await expect(render()).resolves.toBeNull();
  });

  it("refuses a module that breaks the host's contract", async () => {
    stubApi({ '/web/status': statusOk });
    await expect(render({ module: { contractVersion: 0, default: TwoStepPage } })).rejects.toThrow(/contract version 0/);
  });
});
