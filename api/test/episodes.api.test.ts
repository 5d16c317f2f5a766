import { episodeList, webEpisodeViewer } from '@ciao/shared/contracts';
import { type Api, loginDemoReader, startApi } from './support/api-harness';
import { TEST_NOW } from './support/test-database';

let api: Api;
let session: string;
beforeAll(async () => {
  api = await startApi();
  session = await loginDemoReader(api);
});
afterAll(async () => {
  await api.close();
});

const FIRST_SEVEN = '10101,10102,10103,10104,10105,10106,10107';

test('a visitor sees the first three episodes free and the rest priced in points', async () => {
  const { episode_list } = episodeList.response.parse((await api.call(episodeList, { episode_id_list: FIRST_SEVEN })).body.data);
  expect(episode_list.map((episode) => episode.status)).toEqual(['free', 'free', 'free', 'points', 'points', 'points', 'points']);
  expect(episode_list.slice(0, 3).map((episode) => episode.point)).toEqual([0, 0, 0]);
  for (const episode of episode_list.slice(3)) expect(episode.point).toBeGreaterThanOrEqual(30);
  expect(episode_list[0]).toMatchObject({ episode_id: 10101, title_id: 101, index: 1, thumbnail_image_url: '/api/image/thumb/10101.png' });
});

test('the demo reader sees purchased and renting episodes from their entitlements', async () => {
  const { episode_list } = episodeList.response.parse(
    (await api.call(episodeList, { episode_id_list: FIRST_SEVEN }, { session })).body.data,
  );
  expect(episode_list.map((episode) => episode.status)).toEqual(['free', 'free', 'free', 'purchased', 'purchased', 'renting', 'points']);
  expect(episode_list[5]?.rental_expire_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  expect(episode_list[3]?.rental_expire_time).toBeNull();
});

test('an expired rental is back to points', async () => {
  api.setNow(new Date(TEST_NOW.getTime() + 73 * 3_600_000));
  try {
    const { episode_list } = episodeList.response.parse((await api.call(episodeList, { episode_id_list: '10106' }, { session })).body.data);
    expect(episode_list[0]?.status).toBe('points');
  } finally {
    api.setNow(TEST_NOW);
  }
});

test('episode list keeps the order asked and leaves unknown ids out', async () => {
  const { episode_list } = episodeList.response.parse((await api.call(episodeList, { episode_id_list: '10203,99999,10101' })).body.data);
  expect(episode_list.map((episode) => episode.episode_id)).toEqual([10203, 10101]);
});

test('the viewer serves a free episode to a visitor: signed page URLs, seed, version 2, neighbours', async () => {
  const result = await api.call(webEpisodeViewer, { episode_id: 10102 });
  expect(result.body.response_code).toBe(0);
  const data = webEpisodeViewer.response.parse(result.body.data);
  expect(data).toMatchObject({ title_id: 101, episode_id: 10102, scramble_ver: 2, prev_episode_id: 10101, next_episode_id: 10103 });
  expect(data.page_list.length).toBeGreaterThanOrEqual(6);
  expect(data.page_list[0]).toMatch(/^\/api\/image\/page\/10102\/1\.png\?exp=\d+&sig=[0-9a-f]{64}$/);
  const exp = Number(new URL(data.page_list[0] ?? '', 'http://x').searchParams.get('exp'));
  expect(exp * 1000 - TEST_NOW.getTime()).toBeGreaterThanOrEqual(600_000);
  expect(exp * 1000 - TEST_NOW.getTime()).toBeLessThanOrEqual(900_000);
  const again = webEpisodeViewer.response.parse((await api.call(webEpisodeViewer, { episode_id: 10102 })).body.data);
  expect(again.scramble_seed).toBe(data.scramble_seed);
  const first = webEpisodeViewer.response.parse((await api.call(webEpisodeViewer, { episode_id: 10101 })).body.data);
  expect(first.prev_episode_id).toBeNull();
});

test('the viewer refuses a paid episode: 2011 to a visitor, 1001 to a reader who has not bought it', async () => {
  const visitor = await api.call(webEpisodeViewer, { episode_id: 10107 });
  expect([visitor.status, visitor.body.response_code]).toEqual([401, 2011]);
  const reader = await api.call(webEpisodeViewer, { episode_id: 10107 }, { session });
  expect([reader.status, reader.body.response_code]).toEqual([400, 1001]);
});

test('the viewer serves purchased and rented episodes to their reader', async () => {
  for (const episodeId of [10104, 10106]) {
    const result = await api.call(webEpisodeViewer, { episode_id: episodeId }, { session });
    expect([episodeId, result.body.response_code]).toEqual([episodeId, 0]);
  }
});

test('the viewer answers 3100 for an unknown episode', async () => {
  const result = await api.call(webEpisodeViewer, { episode_id: 424242 });
  expect([result.status, result.body.response_code]).toEqual([404, 3100]);
});
