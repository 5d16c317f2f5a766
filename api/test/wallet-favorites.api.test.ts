import { favoriteAdd, favoriteDelete, favoriteList, webUpdateBadge } from '@ciao/shared/contracts';
import { apiForThisFile } from './support/api-harness';
import { TEST_NOW } from './support/test-database';
import { newReader } from './wallet-readers';

const api = apiForThisFile();

test('favorites: add, duplicate 3400, unknown title 3000, list newest first with titles, delete', async () => {
  const { session } = await newReader(api);
  expect((await api.call(favoriteAdd, { title_id: 101 }, { session })).body).toEqual({
    response_code: 0,
    data: { title_id: 101, favorite_count: 1 },
  });
  api.setNow(new Date(TEST_NOW.getTime() + 1000));
  expect((await api.call(favoriteAdd, { title_id: 102 }, { session })).body.data).toEqual({ title_id: 102, favorite_count: 2 });
  expect((await api.call(favoriteAdd, { title_id: 101 }, { session })).body.response_code).toBe(3400);
  const unknown = await api.call(favoriteAdd, { title_id: 99_999 }, { session });
  expect([unknown.status, unknown.body.response_code]).toEqual([404, 3000]);
  const list = favoriteList.response.parse((await api.call(favoriteList, { needs_title_list: true }, { session })).body.data);
  expect(list.favorite_list.map((favorite) => favorite.title_id)).toEqual([102, 101]);
  expect(list.title_list?.map((title) => title.title_id)).toEqual([102, 101]);
  expect(list.total_count).toBe(2);
  const paged = favoriteList.response.parse((await api.call(favoriteList, { limit: 1, offset: 1 }, { session })).body.data);
  expect(paged.favorite_list.map((favorite) => favorite.title_id)).toEqual([101]);
  expect(paged.title_list).toBeUndefined();
  expect((await api.call(favoriteDelete, { title_id: 101 }, { session })).body.data).toEqual({
    title_id: 101,
    is_deleted: true,
    favorite_count: 1,
  });
  expect((await api.call(favoriteDelete, { title_id: 101 }, { session })).body.data).toEqual({
    title_id: 101,
    is_deleted: false,
    favorite_count: 1,
  });
  expect((await api.call(favoriteDelete, { title_id: 99_999 }, { session })).body.response_code).toBe(3000);
});

test('favorites: the 101st title is refused with 3401, also when added concurrently', async () => {
  const { session } = await newReader(api);
  // The seed has fewer than 105 titles: copies of the first one make up the rest.
  await api.db.query(
    `insert into titles (title_id, title_name, author_id, introduction_text, weekday, is_finished, color, created_at, latest_update_at)
     select 90000 + g, title_name || g, author_id, introduction_text, weekday, is_finished, color, created_at, latest_update_at
       from titles, generate_series(1, 105) g where title_id = 101`,
  );
  const titles = await api.db.query<{ title_id: number }>('select title_id from titles where title_id > 90000 order by title_id');
  expect(titles).toHaveLength(105);
  const ids = titles.map((title) => title.title_id);
  const results = await Promise.all(ids.map((titleId) => api.call(favoriteAdd, { title_id: titleId }, { session })));
  const codes = results.map((result) => result.body.response_code);
  expect(codes.filter((code) => code === 0)).toHaveLength(100);
  expect(codes.filter((code) => code === 3401)).toHaveLength(5);
  const list = favoriteList.response.parse((await api.call(favoriteList, { limit: 100 }, { session })).body.data);
  expect(list.total_count).toBe(100);
});

test('favorites need a signed-in reader (2011) and a valid title id (1001)', async () => {
  expect((await api.call(favoriteAdd, { title_id: 101 })).body.response_code).toBe(2011);
  expect((await api.call(favoriteList, {})).body.response_code).toBe(2011);
  const { session } = await newReader(api);
  const bad = await api.callRaw('POST', '/favorite/add', { version: '6.0.0', platform: '3', title_id: '<script>' }, { session });
  expect(bad.body.response_code).toBe(1001);
});

test('history badge: episodes out after the last one read per title', async () => {
  const episodes = await api.db.query<{ title_id: number; episode_id: number; later: number }>(
    `select e.title_id, e.episode_id,
            (select count(*)::int from episodes n where n.title_id = e.title_id and n.episode_index > e.episode_index and n.start_time <= $1) as later
       from episodes e where e.title_id in (101, 102) and e.episode_index = 2 order by e.title_id`,
    [TEST_NOW],
  );
  const expected = episodes.reduce((sum, row) => sum + row.later, 0);
  expect(expected).toBeGreaterThan(0);
  const history = JSON.stringify([
    ...episodes.map((row) => ({ title_id: row.title_id, episode_id: row.episode_id })),
    // Read further back in title 101: the furthest read counts. Mismatched and unknown entries are ignored.
    { title_id: 101, episode_id: 10101 },
    { title_id: 103, episode_id: 10101 },
    { title_id: 104, episode_id: 999_999 },
  ]);
  const result = await api.call(webUpdateBadge, { local_strage: history });
  expect(result.body).toEqual({ response_code: 0, data: { history_update_episode_cnt: expected } });
  expect((await api.call(webUpdateBadge, { local_strage: '[]' })).body.data).toEqual({ history_update_episode_cnt: 0 });
});

test('history badge: malformed, oversized or over-long history is 1001', async () => {
  const call = (localStrage: string) =>
    api.callRaw('POST', '/web/update/badge', { version: '6.0.0', platform: '3', local_strage: localStrage });
  expect((await call('{not json')).body.response_code).toBe(1001);
  expect((await call('{"title_id": 101}')).body.response_code).toBe(1001);
  expect((await call(JSON.stringify(Array.from({ length: 21 }, () => ({ title_id: 101, episode_id: 10101 }))))).body.response_code).toBe(
    1001,
  );
  expect((await call(JSON.stringify([{ title_id: 101, episode_id: 10101, pad: 'x'.repeat(5000) }]))).body.response_code).toBe(1001);
  expect((await call('[{"title_id": -1, "episode_id": 1}]')).body.response_code).toBe(1001);
});
