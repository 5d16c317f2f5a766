import {
  fanletterStore,
  titleSupplement,
  titleTicketList,
  titleViewedList,
  webEpisode,
  webEpisodeEvalAdd,
  webEpisodeEvalGet,
  webEpisodeFirst,
  webEpisodeLatest,
  webEpisodeViewer,
  webTitleRental,
} from '@ciao/shared/contracts';
import { type Api, loginDemoReader, startApi } from './support/api-harness';
import { TEST_NOW } from './support/test-database';

let api: Api;
let session: string;
let accountId: number;
beforeAll(async () => {
  api = await startApi();
  session = await loginDemoReader(api);
  const [row] = await api.db.query<{ account_id: number }>(`select account_id from accounts where email = 'reader@example.com'`);
  accountId = row?.account_id ?? 0;
});
afterAll(async () => {
  await api.close();
});
afterEach(() => api.setNow(TEST_NOW));

test('GET /title/supplement answers tags, categories, counts and the next weekly update; 3000 for an unknown title', async () => {
  const data = titleSupplement.response.parse((await api.call(titleSupplement, { title_id: 101 })).body.data);
  expect(data).toMatchObject({ title_id: 101, author_name: '春野みるく', free_episode_count: 3, first_episode_id: 10101 });
  expect(data.magazine_category_list[0]?.magazine_category_name_text).toBe('ちゃお本誌');
  // TEST_NOW is Friday 2026-11-20 12:00 JST; title 101 is a Monday serial.
  expect(data.next_update_at).toBe('2026-11-23T00:00:00');
  expect(data.comic_count).toBeGreaterThan(0);
  expect((await api.call(titleSupplement, { title_id: 4242 })).body.response_code).toBe(3000);
});

describe('GET /title/ticket/list', () => {
  test('a ticket per title, gone for 23 h after a use, with the time left', async () => {
    const before = titleTicketList.response.parse(
      (await api.call(titleTicketList, { title_id_list: '101,102,4242' }, { session })).body.data,
    );
    expect(before.title_ticket_list.map((ticket) => ticket.title_id)).toEqual([101, 102]);
    expect(before.title_ticket_list[0]).toEqual({
      title_id: 101,
      ticket_count: 1,
      max_ticket_count: 1,
      recover_hours: 23,
      rental_hours: 72,
      remaining_hours: 0,
      remaining_minutes: 0,
      recover_time: null,
    });
    await api.db.query('insert into title_ticket_uses (account_id, title_id, used_at) values ($1, 101, $2)', [
      accountId,
      new Date(TEST_NOW.getTime() - 90 * 60_000),
    ]);
    const after = titleTicketList.response.parse((await api.call(titleTicketList, { title_id_list: '101' }, { session })).body.data);
    expect(after.title_ticket_list[0]).toMatchObject({
      ticket_count: 0,
      remaining_hours: 21,
      remaining_minutes: 30,
      recover_time: '2026-11-21T09:30:00',
    });
    api.setNow(new Date(TEST_NOW.getTime() + 21.5 * 3_600_000));
    const recovered = titleTicketList.response.parse((await api.call(titleTicketList, { title_id_list: '101' }, { session })).body.data);
    expect(recovered.title_ticket_list[0]).toMatchObject({ ticket_count: 1, remaining_hours: 0, remaining_minutes: 0 });
  });

  test('visitors get 2011; a bad list 1001', async () => {
    expect((await api.call(titleTicketList, { title_id_list: '101' })).body.response_code).toBe(2011);
    expect((await api.call(titleTicketList, { title_id_list: '1,,2' }, { session })).body.response_code).toBe(1001);
  });
});

describe('history', () => {
  test('the episode viewer records a view; GET /title/viewed/list answers the newest first, one row per title', async () => {
    await api.call(webEpisodeViewer, { episode_id: 10201 }, { session });
    api.setNow(new Date(TEST_NOW.getTime() + 60_000));
    await api.call(webEpisodeViewer, { episode_id: 10101 }, { session });
    api.setNow(new Date(TEST_NOW.getTime() + 120_000));
    await api.call(webEpisodeViewer, { episode_id: 10102 }, { session });
    const data = titleViewedList.response.parse((await api.call(titleViewedList, {}, { session })).body.data);
    expect(data.title_list.map((title) => [title.title_id, title.last_episode_id])).toEqual([
      [101, 10102],
      [102, 10201],
    ]);
    expect(data.total_count).toBe(2);
    expect(data.title_list[0]?.viewed_at).toBe('2026-11-20T12:02:00');
    // A visitor's reading is not recorded anywhere.
    await api.call(webEpisodeViewer, { episode_id: 10301 });
    const [count] = await api.db.query<{ n: number }>('select count(*)::int as n from view_history');
    expect(count?.n).toBe(2);
  });

  test('keeps only the 20 newest titles', async () => {
    for (let i = 0; i < 22; i += 1) {
      api.setNow(new Date(TEST_NOW.getTime() + (10 + i) * 60_000));
      await api.call(webEpisodeViewer, { episode_id: (103 + i) * 100 + 1 }, { session });
    }
    const data = titleViewedList.response.parse((await api.call(titleViewedList, { limit: 20 }, { session })).body.data);
    expect(data.total_count).toBe(20);
    expect(data.title_list[0]?.title_id).toBe(124);
    const paged = titleViewedList.response.parse((await api.call(titleViewedList, { limit: 5, offset: 15 }, { session })).body.data);
    expect(paged.title_list.map((title) => title.title_id)).toEqual([109, 108, 107, 106, 105]);
  });

  test('visitors get 2011; a limit over 20 1001', async () => {
    expect((await api.call(titleViewedList, {})).body.response_code).toBe(2011);
    expect((await api.call(titleViewedList, { limit: 21 }, { session })).body.response_code).toBe(1001);
  });
});

test('GET /web/episode answers the episode with the reader status and its title; 3100 when unknown', async () => {
  const visitor = webEpisode.response.parse((await api.call(webEpisode, { episode_id: 10104 })).body.data);
  expect(visitor.episode.status).toBe('points');
  expect(visitor.title.title_id).toBe(101);
  const reader = webEpisode.response.parse((await api.call(webEpisode, { episode_id: 10104 }, { session })).body.data);
  expect(reader.episode.status).toBe('purchased');
  expect((await api.call(webEpisode, { episode_id: 4242 })).body.response_code).toBe(3100);
});

test('GET /web/episode/first and /latest find episodes by position; 3000 unknown title, 3100 no such episode', async () => {
  expect(webEpisodeFirst.response.parse((await api.call(webEpisodeFirst, { title_id: 101 })).body.data).episode.episode_id).toBe(10101);
  expect((await api.call(webEpisodeFirst, { title_id: 4242 })).body.response_code).toBe(3000);
  const [last] = await api.db.query<{ episode_id: number }>('select max(episode_id) as episode_id from episodes where title_id = 101');
  const latest = webEpisodeLatest.response.parse(
    (await api.call(webEpisodeLatest, { title_id: 101, type: 'episode', index: 0 })).body.data,
  );
  expect(latest.episode.episode_id).toBe(last?.episode_id);
  const before = webEpisodeLatest.response.parse(
    (await api.call(webEpisodeLatest, { title_id: 101, type: 'episode', index: 1 })).body.data,
  );
  expect(before.episode.episode_id).toBe((last?.episode_id ?? 0) - 1);
  const free = webEpisodeLatest.response.parse((await api.call(webEpisodeLatest, { title_id: 101, type: 'free', index: 0 })).body.data);
  expect(free.episode.episode_id).toBe(10103);
  expect((await api.call(webEpisodeLatest, { title_id: 101, type: 'free', index: 3 })).body.response_code).toBe(3100);
  expect((await api.call(webEpisodeLatest, { title_id: 4242, type: 'episode', index: 0 })).body.response_code).toBe(3000);
  expect((await api.call(webEpisodeLatest, { title_id: 101, type: 'comic' as 'free', index: 0 })).body.response_code).toBe(1001);
});

test('GET /web/title/rental answers the renting titles with their expiry; 2011 for visitors', async () => {
  const data = webTitleRental.response.parse((await api.call(webTitleRental, {}, { session })).body.data);
  expect(data.title_list.map((title) => title.title_id)).toEqual([101]);
  expect(data.title_list[0]?.rental_episode_list.map((rental) => rental.episode_id)).toEqual([10106]);
  api.setNow(new Date(TEST_NOW.getTime() + 72 * 3_600_000));
  expect(webTitleRental.response.parse((await api.call(webTitleRental, {}, { session })).body.data).title_list).toEqual([]);
  expect((await api.call(webTitleRental, {})).body.response_code).toBe(2011);
});

describe('POST /fanletter/store', () => {
  const letter = { title_id: 101, author_id: 1, author_text: '春野みるく', body: 'いつも楽しく読んでいます！' };

  test('stores the letter of a reader', async () => {
    const result = await api.call(fanletterStore, letter, { session });
    expect(result.body.response_code).toBe(0);
    const { fan_letter_id } = fanletterStore.response.parse(result.body.data);
    const [row] = await api.db.query<{ body: string; account_id: number }>(
      'select body, account_id from fan_letters where fan_letter_id = $1',
      [fan_letter_id],
    );
    expect(row).toEqual({ body: letter.body, account_id: accountId });
  });

  test('accepts exactly 1,000 characters (counted as a reader counts them) and refuses 1,001', async () => {
    expect((await api.call(fanletterStore, { ...letter, body: '🌸'.repeat(1000) }, { session })).body.response_code).toBe(0);
    expect((await api.call(fanletterStore, { ...letter, body: 'あ'.repeat(1001) }, { session })).body.response_code).toBe(1001);
  });

  test("refuses visitors (2011), empty letters, unknown authors, another author's title (1001) and unknown titles (3000), writing nothing", async () => {
    const [before] = await api.db.query<{ n: number }>('select count(*)::int as n from fan_letters');
    expect((await api.call(fanletterStore, letter)).body.response_code).toBe(2011);
    expect((await api.call(fanletterStore, { ...letter, body: '   ' }, { session })).body.response_code).toBe(1001);
    expect((await api.call(fanletterStore, { ...letter, author_id: 999 }, { session })).body.response_code).toBe(1001);
    expect((await api.call(fanletterStore, { ...letter, author_id: 2 }, { session })).body.response_code).toBe(1001);
    expect((await api.call(fanletterStore, { ...letter, title_id: 4242 }, { session })).body.response_code).toBe(3000);
    const [after] = await api.db.query<{ n: number }>('select count(*)::int as n from fan_letters');
    expect(after?.n).toBe(before?.n);
  });
});

test('episode evaluation: one per reader per episode, counted; 3000 / 3100 / 2011', async () => {
  const visitorBefore = webEpisodeEvalGet.response.parse(
    (await api.call(webEpisodeEvalGet, { title_id: 101, episode_id: 10101 })).body.data,
  );
  expect(visitorBefore).toEqual({ title_id: 101, episode_id: 10101, eval_count: 0, is_evaluated: false });
  const added = webEpisodeEvalAdd.response.parse(
    (await api.call(webEpisodeEvalAdd, { title_id: 101, episode_id: 10101 }, { session })).body.data,
  );
  expect(added).toMatchObject({ eval_count: 1, is_evaluated: true });
  const again = await Promise.all([1, 2, 3].map(() => api.call(webEpisodeEvalAdd, { title_id: 101, episode_id: 10101 }, { session })));
  for (const result of again) expect(webEpisodeEvalAdd.response.parse(result.body.data).eval_count).toBe(1);
  const visitor = webEpisodeEvalGet.response.parse((await api.call(webEpisodeEvalGet, { title_id: 101, episode_id: 10101 })).body.data);
  expect(visitor).toMatchObject({ eval_count: 1, is_evaluated: false });
  expect((await api.call(webEpisodeEvalAdd, { title_id: 101, episode_id: 10101 })).body.response_code).toBe(2011);
  expect((await api.call(webEpisodeEvalAdd, { title_id: 4242, episode_id: 10101 }, { session })).body.response_code).toBe(3000);
  expect((await api.call(webEpisodeEvalAdd, { title_id: 102, episode_id: 10101 }, { session })).body.response_code).toBe(3100);
  expect((await api.call(webEpisodeEvalGet, { title_id: 101, episode_id: 999999 })).body.response_code).toBe(3100);
});
