import { webEpisodeViewer } from '@ciao/shared/contracts';
import { pageRecipeSchema, renderPage, unscrambleRgba } from '@ciao/demo-content';
import { decodePng } from '../../test-support/decode-png';
import { type Api, startApi } from './support/api-harness';
import { TEST_NOW } from './support/test-database';

let api: Api;
let origin: string;
beforeAll(async () => {
  api = await startApi();
  origin = api.app.listeningOrigin;
});
afterAll(async () => {
  await api.close();
});

async function viewer(episodeId: number) {
  return webEpisodeViewer.response.parse((await api.call(webEpisodeViewer, { episode_id: episodeId })).body.data);
}

test('a page is served scrambled, and restoring it with tileMoves(..., false) gives the original drawing', async () => {
  const data = await viewer(10101);
  const response = await fetch(`${origin}${data.page_list[1]}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  expect(response.headers.get('cache-control')).toBe('private, max-age=600');
  const served = decodePng(Buffer.from(await response.arrayBuffer()));
  expect([served.width, served.height]).toEqual([768, 1088]);

  const [row] = await api.db.query<{ recipe: unknown; width: number; height: number }>(
    'select recipe, width, height from episode_pages where episode_id = 10101 and page_no = 2',
  );
  // The drawing as a palette PNG keeps it (the palette depends only on colour counts, which scrambling keeps).
  const original = decodePng(renderPage(pageRecipeSchema.parse(row?.recipe), row?.width ?? 0, row?.height ?? 0).toIndexedPng()).data;
  expect(served.data.equals(original)).toBe(false);
  expect(unscrambleRgba(served.data, served.width, served.height, data.scramble_seed).equals(original)).toBe(true);
  // The wrong seed does not restore it: the check above can fail.
  expect(unscrambleRgba(served.data, served.width, served.height, data.scramble_seed + 1).equals(original)).toBe(false);
});

test('page images with a bad, tampered or expired signature are refused with 403 and 1001', async () => {
  const data = await viewer(10101);
  const url = new URL(data.page_list[0] ?? '', origin);
  const badSig = new URL(url);
  badSig.searchParams.set('sig', '0'.repeat(64));
  const otherPage = new URL(url.toString().replace('/10101/1.png', '/10101/2.png'));
  const paidEpisode = new URL(url.toString().replace('/10101/1.png', '/10107/1.png'));
  const longer = new URL(url);
  longer.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 3600));
  const unsigned = new URL(`${url.origin}${url.pathname}`);
  for (const candidate of [badSig, otherPage, paidEpisode, longer, unsigned]) {
    const response = await fetch(candidate);
    expect([candidate.pathname + candidate.search, response.status]).toEqual([candidate.pathname + candidate.search, 403]);
    expect(await response.json()).toMatchObject({ response_code: 1001 });
  }
  api.setNow(new Date(TEST_NOW.getTime() + 16 * 60_000));
  try {
    expect((await fetch(url)).status).toBe(403);
  } finally {
    api.setNow(TEST_NOW);
  }
  expect((await fetch(url)).status).toBe(200);
});

test('covers, wide covers, episode thumbnails and genre icons are public PNGs with long cache headers', async () => {
  for (const [path, size] of [
    ['/api/image/cover/101.png', [384, 544]],
    ['/api/image/cover/101-rect.png', [640, 360]],
    ['/api/image/thumb/10101.png', [320, 224]],
    ['/api/image/genre/1.png', [192, 192]],
  ] as const) {
    const response = await fetch(`${origin}${path}`);
    expect([path, response.status]).toEqual([path, 200]);
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    const png = decodePng(Buffer.from(await response.arrayBuffer()));
    expect([path, png.width, png.height]).toEqual([path, ...size]);
  }
  const [a, b] = await Promise.all(
    ['/api/image/cover/101.png', '/api/image/cover/102.png'].map(async (path) =>
      Buffer.from(await (await fetch(`${origin}${path}`)).arrayBuffer()),
    ),
  );
  expect(a?.equals(b ?? Buffer.alloc(0))).toBe(false);
});

test('unknown or malformed image ids answer 404, never a server error', async () => {
  for (const path of [
    '/api/image/cover/99999.png',
    '/api/image/cover/99999999999.png',
    '/api/image/thumb/abc.png',
    '/api/image/genre/1.gif',
  ]) {
    const response = await fetch(`${origin}${path}`);
    expect([path, response.status]).toEqual([path, 404]);
  }
});
