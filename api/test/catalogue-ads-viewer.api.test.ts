import { createHash } from 'node:crypto';
import {
  advertisementClick,
  advertisementView,
  episodeViewer,
  episodeViewerFinish,
  episodeViewerLastpage,
  recommendTitleList,
  webEpisodeViewer,
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

const count = async (table: string) => (await api.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]?.n;

describe('GET /advertisement/click and /advertisement/view', () => {
  test('a visitor click is recorded with the address hash and answers the ad payload', async () => {
    const result = await api.call(advertisementClick, { advertisement_id: 1, type: 1, title_id: 101 });
    const data = advertisementClick.response.parse(result.body.data);
    expect(data.event).toMatchObject({ kind: 'click', advertisement_id: 1, type: 1, title_id: 101, recorded_at: '2026-11-20T12:00:00' });
    expect(data.advertisement).toEqual({
      advertisement_id: 1,
      advertisement_url: '/title/00101/episode/10101',
      title_id: 101,
      title_name: expect.any(String),
      episode_id: 10101,
      episode_name: expect.any(String),
    });
    const [row] = await api.db.query<{ account_id: number | null; client_ip_hash: string; placement: number }>(
      'select account_id, client_ip_hash, placement from advertisement_events where event_id = $1',
      [data.event.event_id],
    );
    expect(row).toEqual({ account_id: null, client_ip_hash: createHash('sha256').update('127.0.0.1').digest('hex'), placement: 1 });
  });

  test("a reader's view is recorded with the account; an ad without title answers null names", async () => {
    const data = advertisementView.response.parse(
      (await api.call(advertisementView, { advertisement_id: 4, type: 3 }, { session })).body.data,
    );
    expect(data.event).toMatchObject({ kind: 'view', title_id: null });
    expect(data.advertisement).toMatchObject({
      advertisement_id: 4,
      title_id: null,
      title_name: null,
      episode_id: null,
      episode_name: null,
    });
    const [row] = await api.db.query<{ account_id: number; kind: string }>(
      'select account_id, kind from advertisement_events where event_id = $1',
      [data.event.event_id],
    );
    expect(row).toEqual({ account_id: accountId, kind: 'view' });
  });

  test('unknown ad 1001, unknown title 3000, bad type 1001: nothing recorded', async () => {
    const before = await count('advertisement_events');
    expect((await api.call(advertisementClick, { advertisement_id: 999, type: 1 })).body.response_code).toBe(1001);
    expect((await api.call(advertisementView, { advertisement_id: 1, type: 1, title_id: 4242 })).body.response_code).toBe(3000);
    expect((await api.call(advertisementView, { advertisement_id: 1, type: 9 })).body.response_code).toBe(1001);
    expect((await api.callRaw('GET', '/advertisement/click', { advertisement_id: '1' })).body.response_code).toBe(1001);
    expect(await count('advertisement_events')).toBe(before);
  });
});

describe('GET /episode/viewer', () => {
  test('a free episode for a visitor: the same pages and scramble seed as /web/episode/viewer', async () => {
    const app = episodeViewer.response.parse((await api.call(episodeViewer, { episode_id: 10101 })).body.data);
    const web = webEpisodeViewer.response.parse((await api.call(webEpisodeViewer, { episode_id: 10101 })).body.data);
    expect(app).toEqual({ ...web, magazine_id: null, is_download: false });
    expect(app.page_list.length).toBeGreaterThan(0);
  });

  test('paid episodes: visitor 2011, reader without it 1001, reader who bought it gets pages and a history row', async () => {
    expect((await api.call(episodeViewer, { episode_id: 10107 })).body.response_code).toBe(2011);
    expect((await api.call(episodeViewer, { episode_id: 10107 }, { session })).body.response_code).toBe(1001);
    const data = episodeViewer.response.parse(
      (await api.call(episodeViewer, { episode_id: 10104, magazine_id: 12, force_master: true }, { session })).body.data,
    );
    expect(data).toMatchObject({ episode_id: 10104, magazine_id: 12, prev_episode_id: 10103, next_episode_id: 10105 });
    const [history] = await api.db.query<{ episode_id: number }>(
      'select episode_id from view_history where account_id = $1 and title_id = 101',
      [accountId],
    );
    expect(history?.episode_id).toBe(10104);
  });

  test('a download is not reading: no history row', async () => {
    api.setNow(new Date(TEST_NOW.getTime() + 60_000));
    expect((await api.call(episodeViewer, { episode_id: 10105, is_download: true }, { session })).body.response_code).toBe(0);
    const [history] = await api.db.query<{ episode_id: number }>(
      'select episode_id from view_history where account_id = $1 and title_id = 101',
      [accountId],
    );
    expect(history?.episode_id).toBe(10104);
  });

  test('unknown episode 3100; unknown or unreleased magazine 3000', async () => {
    expect((await api.call(episodeViewer, { episode_id: 99_999_999 })).body.response_code).toBe(3100);
    expect((await api.call(episodeViewer, { episode_id: 10101, magazine_id: 99_999 })).body.response_code).toBe(3000);
    expect((await api.call(episodeViewer, { episode_id: 10101, magazine_id: 13 })).body.response_code).toBe(3000);
  });
});

describe('GET /episode/viewer/finish and /lastpage', () => {
  test('recorded once per reader and episode; answers the next episode with its status and the end-card titles', async () => {
    const first = episodeViewerFinish.response.parse((await api.call(episodeViewerFinish, { episode_id: 10103 }, { session })).body.data);
    expect(first.recorded_at).toBe('2026-11-20T12:00:00');
    expect(first.next_episode).toMatchObject({ episode_id: 10104, status: 'purchased' });
    const recommended = recommendTitleList.response.parse((await api.call(recommendTitleList, { position: 3 })).body.data);
    expect(first.recommend_title_list.map((title) => title.title_id)).toEqual(recommended.title_list.map((title) => title.title_id));
    expect(first.recommend_title_list.length).toBeGreaterThan(0);
    api.setNow(new Date(TEST_NOW.getTime() + 3_600_000));
    const again = episodeViewerFinish.response.parse((await api.call(episodeViewerFinish, { episode_id: 10103 }, { session })).body.data);
    expect(again.recorded_at).toBe('2026-11-20T12:00:00');
    const last = episodeViewerLastpage.response.parse(
      (await api.call(episodeViewerLastpage, { episode_id: 10103 }, { session })).body.data,
    );
    expect(last.recorded_at).toBe('2026-11-20T13:00:00');
    const rows = await api.db.query<{ kind: string }>(
      'select kind from episode_reading_ends where account_id = $1 and episode_id = 10103 order by kind',
      [accountId],
    );
    expect(rows.map((row) => row.kind)).toEqual(['finish', 'lastpage']);
  });

  test('the next episode of a paid run says points; the last episode has none', async () => {
    const data = episodeViewerLastpage.response.parse(
      (await api.call(episodeViewerLastpage, { episode_id: 10106 }, { session })).body.data,
    );
    expect(data.next_episode).toMatchObject({ episode_id: 10107, status: 'points' });
    await api.db.query(
      'insert into entitlements (account_id, episode_id, kind, created_at) select $1, max(episode_id), $2, $3 from episodes where title_id = 101',
      [accountId, 'purchase', TEST_NOW],
    );
    const [lastEpisode] = await api.db.query<{ id: number }>('select max(episode_id)::int as id from episodes where title_id = 101');
    const end = episodeViewerFinish.response.parse(
      (await api.call(episodeViewerFinish, { episode_id: lastEpisode?.id ?? 0 }, { session })).body.data,
    );
    expect(end.next_episode).toBeNull();
  });

  test('visitors get the end card unrecorded; 3100 unknown, 2011 visitor and 1001 reader on a paid episode they lack: nothing written', async () => {
    const before = await count('episode_reading_ends');
    const visitor = episodeViewerFinish.response.parse((await api.call(episodeViewerFinish, { episode_id: 10101 })).body.data);
    expect(visitor).toMatchObject({ recorded_at: null, next_episode: { episode_id: 10102, status: 'free' } });
    expect((await api.call(episodeViewerFinish, { episode_id: 99_999_999 }, { session })).body.response_code).toBe(3100);
    expect((await api.call(episodeViewerLastpage, { episode_id: 10108 })).body.response_code).toBe(2011);
    expect((await api.call(episodeViewerLastpage, { episode_id: 10108 }, { session })).body.response_code).toBe(1001);
    expect(await count('episode_reading_ends')).toBe(before);
  });

  test('lastpage with a page keeps where the reader stopped (the latest wins) and answers it; a visitor keeps nothing', async () => {
    const fresh = episodeViewerLastpage.response.parse(
      (await api.call(episodeViewerLastpage, { episode_id: 10102 }, { session })).body.data,
    );
    expect(fresh.last_page).toBeNull();
    await api.call(episodeViewerLastpage, { episode_id: 10102, page: 5 }, { session });
    const moved = episodeViewerLastpage.response.parse(
      (await api.call(episodeViewerLastpage, { episode_id: 10102, page: 3 }, { session })).body.data,
    );
    expect(moved.last_page).toBe(3);
    const reopened = episodeViewerLastpage.response.parse(
      (await api.call(episodeViewerLastpage, { episode_id: 10102 }, { session })).body.data,
    );
    expect(reopened.last_page).toBe(3);
    const visitor = episodeViewerLastpage.response.parse((await api.call(episodeViewerLastpage, { episode_id: 10102, page: 4 })).body.data);
    expect(visitor.last_page).toBeNull();
    expect((await api.call(episodeViewerLastpage, { episode_id: 10102, page: 0 }, { session })).body.response_code).toBe(1001);
  });
});
