import * as contracts from '@ciao/shared/contracts';
import { genreList, tagList, titleList, webStatus, webTop, type Endpoint } from '@ciao/shared/contracts';
import { ROUTE_TABLE } from '../src/route-table';
import { apiForThisFile } from './support/api-harness';

const api = apiForThisFile();

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'params' in value && 'response' in value;
}

const exported: unknown[] = Object.values(contracts);

test('the route table serves every endpoint the shared contracts export', () => {
  const contractPaths = exported.filter(isEndpoint).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
  const served = ROUTE_TABLE.map((route) => `${route.endpoint.method} ${route.endpoint.path}`);
  expect(contractPaths.length).toBeGreaterThanOrEqual(12);
  expect(served.sort()).toEqual(contractPaths.sort());
});

test('GET /web/top answers named sections of title summaries, the newest serial first', async () => {
  const result = await api.call(webTop, {});
  expect(result.status).toBe(200);
  expect(result.body.response_code).toBe(0);
  const data = webTop.response.parse(result.body.data);
  expect(data.section_list.map((section) => section.section_key)).toEqual([
    'updated',
    'ranking',
    'new',
    'recommended',
    'finished',
    'oneshot',
  ]);
  const updated = data.section_list[0]?.title_list ?? [];
  expect(updated[0]?.title_id).toBe(101);
  expect(updated[0]?.title_name).toBe('星降る夜のシンデレラ');
  expect(updated[0]?.thumbnail_rect_image_url).toBe('/api/image/cover/101-rect.png');
  for (const section of data.section_list) expect(section.title_list.length).toBeGreaterThan(0);
  const finished = data.section_list.find((section) => section.section_key === 'finished')?.title_list ?? [];
  const finishedTitles = await api.db.query<{ title_id: number }>(`select title_id from titles where weekday = 'finished'`);
  expect(finished.map((title) => title.title_id).sort()).toEqual(finishedTitles.map((row) => row.title_id).sort());
});

test('GET /title/list answers titles in the order asked and leaves unknown ids out', async () => {
  const result = await api.call(titleList, { title_id_list: '105,101,99999' });
  expect(result.body.response_code).toBe(0);
  const { title_list } = titleList.response.parse(result.body.data);
  expect(title_list.map((title) => title.title_id)).toEqual([105, 101]);
  const first = title_list[1];
  expect(first?.thumbnail_image_url).toBe('/api/image/cover/101.png');
  expect(first?.weekday).toBe('monday');
  expect(first?.episode_id_list.slice(0, 3)).toEqual([10101, 10102, 10103]);
  expect(first?.latest_update_at).toBe('2026-11-16T00:00:00');
});

test('GET /tag/list answers the tags of a title, 3000 for an unknown title', async () => {
  const found = await api.call(tagList, { title_id: 101 });
  expect(found.body.response_code).toBe(0);
  expect(tagList.response.parse(found.body.data).tag_info_list.length).toBeGreaterThanOrEqual(2);
  const missing = await api.call(tagList, { title_id: 4242 });
  expect(missing.status).toBe(404);
  expect(missing.body.response_code).toBe(3000);
});

test('GET /genre/list answers all genres, or the ones asked', async () => {
  const all = genreList.response.parse((await api.call(genreList, {})).body.data);
  expect(all.genre_list).toHaveLength(10);
  expect(all.genre_list[0]).toEqual({ genre_id: 1, genre_name: '恋愛', image_url: '/api/image/genre/1.png' });
  const some = genreList.response.parse((await api.call(genreList, { genre_id_list: '3,1' })).body.data);
  expect(some.genre_list.map((genre) => genre.genre_id)).toEqual([1, 3]);
});

test('GET /web/status answers the server time in JST and no maintenance', async () => {
  const result = await api.call(webStatus, {});
  expect(webStatus.response.parse(result.body.data)).toEqual({ maintenance: false, server_time: '2026-11-20T12:00:00' });
});
