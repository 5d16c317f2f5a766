import { magazineDetail, magazineFirst, magazineViewer, wpMagazines } from '@ciao/shared/contracts';
import { type Api, loginDemoReader, SESSION_COOKIE, startApi } from './support/api-harness';
import { withoutDemoSubscription } from './support/demo-subscription';

let api: Api;
let session: string;
beforeAll(async () => {
  api = await startApi();
  session = await loginDemoReader(api);
});
afterAll(async () => {
  await api.close();
});

test('GET /magazine/first answers the newest released issue, with one honshi link', async () => {
  const { magazine } = magazineFirst.response.parse((await api.call(magazineFirst, {})).body.data);
  expect(magazine.magazine_id).toBe(12);
  expect(magazine.magazine_name).toBe('ちゃお 2026年12月号');
  expect(magazine.release_time).toBe('2026-11-03T00:00:00');
  expect(magazine.magazine_article_link.filter((link) => link.magazine_type === 'honshi')).toHaveLength(1);
  expect(magazine.is_readable).toBe(false);
  const signedIn = magazineFirst.response.parse((await api.call(magazineFirst, {}, { session })).body.data);
  expect(signedIn.magazine.is_readable).toBe(true);
});

test('GET /magazine/detail answers a released issue with its neighbours; 3000 for unknown or unreleased issues', async () => {
  const result = magazineDetail.response.parse((await api.call(magazineDetail, { magazine_id: 5 })).body.data);
  expect(result.magazine.page_count).toBe(24);
  expect(result).toMatchObject({ prev_magazine_id: 4, next_magazine_id: 6 });
  const newest = magazineDetail.response.parse((await api.call(magazineDetail, { magazine_id: 12 })).body.data);
  expect(newest.next_magazine_id).toBeNull();
  expect((await api.call(magazineDetail, { magazine_id: 13 })).body.response_code).toBe(3000);
  expect((await api.call(magazineDetail, { magazine_id: 9999 })).body.response_code).toBe(3000);
  expect((await api.call(magazineDetail, { magazine_id: 5, view_type: '3' as '1' })).body.response_code).toBe(1001);
  const preview = magazineDetail.response.parse((await api.call(magazineDetail, { magazine_id: 5, view_type: '2' })).body.data);
  expect(preview.magazine.is_readable).toBe(true);
});

test('GET /magazine/viewer gives a subscriber signed, scrambled pages that load', async () => {
  const result = await api.call(magazineViewer, { magazine_id: 12 }, { session });
  expect(result.body.response_code).toBe(0);
  const data = magazineViewer.response.parse(result.body.data);
  expect(data.page_list).toHaveLength(24);
  expect(data.scramble_ver).toBe(2);
  // A signed-in reader's URLs are bound to the session (s=1): they load with its cookie.
  expect(data.page_list[0]).toMatch(/^\/api\/image\/magazine\/12\/1\.png\?exp=\d+&s=1&sig=[0-9a-f]{64}$/);
  const withCookie = { headers: { cookie: `${SESSION_COOKIE}=${session}` } };
  const image = await fetch(`${api.app.listeningOrigin}${data.page_list[0]}`, withCookie);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/png');
  const forged = await fetch(`${api.app.listeningOrigin}${data.page_list[0]?.replace('/12/1.png', '/12/2.png')}`, withCookie);
  expect(forged.status).toBe(403);
  const cover = await fetch(`${api.app.listeningOrigin}/api/image/magazine-cover/12.png`);
  expect(cover.status).toBe(200);
});

test('GET /magazine/viewer: visitors get 2011, readers without a valid subscription 1001; free issues and previews are open', async () => {
  expect((await api.call(magazineViewer, { magazine_id: 12 })).body.response_code).toBe(2011);
  await withoutDemoSubscription(api, async () => {
    expect((await api.call(magazineViewer, { magazine_id: 12 }, { session })).body.response_code).toBe(1001);
  });
  const free = magazineViewer.response.parse((await api.call(magazineViewer, { magazine_id: 1 })).body.data);
  expect(free.page_list).toHaveLength(24);
  const preview = magazineViewer.response.parse((await api.call(magazineViewer, { magazine_id: 12, view_type: '2' })).body.data);
  expect(preview.page_list).toHaveLength(4);
  expect(preview.view_type).toBe(2);
  expect((await api.call(magazineViewer, { magazine_id: 13 }, { session })).body.response_code).toBe(3000);
});

test('GET /wp-json/wp/v2/magazines lists released issues, newest first, paged', async () => {
  const page = wpMagazines.response.parse((await api.call(wpMagazines, { per_page: 5 })).body.data);
  expect(page.total).toBe(12);
  expect(page.total_pages).toBe(3);
  expect(page.magazine_list.map((magazine) => magazine.magazine_id)).toEqual([12, 11, 10, 9, 8]);
  const last = wpMagazines.response.parse((await api.call(wpMagazines, { per_page: 5, page: 3 })).body.data);
  expect(last.magazine_list.map((magazine) => magazine.magazine_id)).toEqual([2, 1]);
  expect((await api.call(wpMagazines, { per_page: 101 })).body.response_code).toBe(1001);
});
