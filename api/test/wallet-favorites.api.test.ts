import { favoriteAdd, favoriteDelete, favoriteList, webEpisodeViewer, webUpdateBadge } from '@ciao/shared/contracts';
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

const HOUR = 3_600_000;

/** A title's episodes out at TEST_NOW, in release order. */
async function released(titleId: number) {
  return api.db.query<{ episode_id: number; start_time: Date }>(
    'select episode_id, start_time from episodes where title_id = $1 and start_time <= $2 order by start_time, episode_index',
    [titleId, TEST_NOW],
  );
}

/** A new episode of the title, released at `at` (after the seed's last). */
async function releaseEpisode(titleId: number, episodeId: number, at: Date): Promise<void> {
  await api.db.query(
    `insert into episodes (episode_id, title_id, episode_index, episode_name, introduction_text, point, start_time, scramble_seed, page_count)
     select $2, $1, max(episode_index) + 1, '新しいお話', '', 0, $3, 1, 1 from episodes where title_id = $1`,
    [titleId, episodeId, at],
  );
}

const badge = async (history: object[], session?: string) =>
  (await api.call(webUpdateBadge, { local_strage: JSON.stringify(history) }, { session })).body;

test('history badge: an update is an episode released after the reader last read that title, not one left unread', async () => {
  const title101 = await released(101);
  const title102 = await released(102);
  expect(title101.length).toBeGreaterThan(2);
  const [first101, , third101] = title101;
  const last101 = title101.at(-1);
  const last102 = title102.at(-1);
  if (!first101 || !third101 || !last101 || !last102) throw new Error('the seed has no released episodes of 101 and 102');

  // Episode 1 read now, with every other episode out before: nothing new since (the old count was every later episode).
  expect(await badge([{ title_id: 101, episode_id: first101.episode_id, read_at: TEST_NOW.getTime() }])).toEqual({
    response_code: 0,
    data: { history_update_episode_cnt: 0 },
  });
  // Read (any episode) just before the last one came out: that one is the update.
  const beforeLast101 = last101.start_time.getTime() - 1;
  const since101 = title101.filter((episode) => episode.start_time.getTime() > beforeLast101).length;
  expect(since101).toBeGreaterThanOrEqual(1);
  expect(await badge([{ title_id: 101, episode_id: third101.episode_id, read_at: beforeLast101 }])).toEqual({
    response_code: 0,
    data: { history_update_episode_cnt: since101 },
  });
  // Per title, summed; of several entries of one title the latest read counts; entries naming another
  // title's episode, an unknown one, or without a read time count nothing.
  const beforeLast102 = last102.start_time.getTime() - 1;
  const since102 = title102.filter((episode) => episode.start_time.getTime() > beforeLast102).length;
  const history = [
    { title_id: 101, episode_id: first101.episode_id, read_at: beforeLast101 },
    { title_id: 102, episode_id: last102.episode_id, read_at: beforeLast102 },
    { title_id: 101, episode_id: first101.episode_id, read_at: beforeLast101 - 10 * 86_400_000 },
    { title_id: 103, episode_id: first101.episode_id, read_at: 0 },
    { title_id: 104, episode_id: 999_999, read_at: 0 },
    { title_id: 105, episode_id: 10501 },
  ];
  expect((await badge(history)).data).toEqual({ history_update_episode_cnt: since101 + since102 });
  expect((await badge([])).data).toEqual({ history_update_episode_cnt: 0 });
});

test('history badge: an episode counts once it is out, not before', async () => {
  const [first] = await released(101);
  if (!first) throw new Error('the seed has no released episode of 101');
  await releaseEpisode(101, 90_101, new Date(TEST_NOW.getTime() + HOUR));
  const readNow = [{ title_id: 101, episode_id: first.episode_id, read_at: TEST_NOW.getTime() }];
  expect((await badge(readNow)).data).toEqual({ history_update_episode_cnt: 0 });
  api.setNow(new Date(TEST_NOW.getTime() + 2 * HOUR));
  expect((await badge(readNow)).data).toEqual({ history_update_episode_cnt: 1 });
});

test("history badge: a signed-in reader's count is the account's history, the same in every browser", async () => {
  const { session } = await newReader(api);
  const [first] = await released(102);
  if (!first) throw new Error('the seed has no released episode of 102');
  // Read on one browser at TEST_NOW (the viewer records the account's history), then a new episode comes out.
  await api.call(webEpisodeViewer, { episode_id: first.episode_id }, { session });
  await releaseEpisode(102, 90_201, new Date(TEST_NOW.getTime() + HOUR));
  api.setNow(new Date(TEST_NOW.getTime() + 2 * HOUR));

  // Another browser, with nothing read on it, or one whose own history says it read the title long ago: the same 1.
  expect((await badge([], session)).data).toEqual({ history_update_episode_cnt: 1 });
  const longAgo = [{ title_id: 102, episode_id: first.episode_id, read_at: 0 }];
  expect((await badge(longAgo, session)).data).toEqual({ history_update_episode_cnt: 1 });
  // Without the session that browser's history is a visitor's: every episode of 102 is new to it.
  expect(((await badge(longAgo)).data as { history_update_episode_cnt: number }).history_update_episode_cnt).toBeGreaterThan(1);

  // Read again: nothing new since.
  api.setNow(new Date(TEST_NOW.getTime() + 3 * HOUR));
  await api.call(webEpisodeViewer, { episode_id: first.episode_id }, { session });
  expect((await badge([], session)).data).toEqual({ history_update_episode_cnt: 0 });
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
