import { episodeRentalPoint, webEpisodePurchased } from '@ciao/shared/contracts';
import { formatApiDateTime } from '../src/queries/api-date-time';
import { apiForThisFile, loginDemoReader } from './support/api-harness';
import { TEST_NOW } from './support/test-database';
import { episodesPriced, newReader } from './wallet-readers';

const HOUR = 3_600_000;
const api = apiForThisFile();

async function purchasedList(session: string, params: { limit?: number; offset?: number } = {}) {
  const result = await api.call(webEpisodePurchased, params, { session });
  expect(result.body.response_code).toBe(0);
  return webEpisodePurchased.response.parse(result.body.data);
}

async function rent(accountId: number, episodeId: number, rentedAt: Date) {
  await api.db.query(`insert into entitlements (account_id, episode_id, kind, created_at, expires_at) values ($1, $2, 'rental', $3, $4)`, [
    accountId,
    episodeId,
    rentedAt,
    new Date(rentedAt.getTime() + 72 * HOUR),
  ]);
}

test('GET /web/episode/purchased: 2011 for visitors, an empty list for a reader who owns nothing', async () => {
  expect((await api.call(webEpisodePurchased, {})).body.response_code).toBe(2011);
  const reader = await newReader(api);
  expect(await purchasedList(reader.session)).toEqual({ episode_list: [], total_count: 0 });
});

test('the demo reader: two bought episodes and the one rented now, with the title and the rental end', async () => {
  const data = await purchasedList(await loginDemoReader(api));
  expect(data.total_count).toBe(3);
  expect(data.episode_list.map((episode) => [episode.episode_id, episode.kind])).toEqual([
    [10106, 'rental'],
    [10105, 'purchase'],
    [10104, 'purchase'],
  ]);
  const rental = data.episode_list[0];
  expect(rental?.title_id).toBe(101);
  expect(rental?.thumbnail_rect_image_url).toMatch(/\/image\/cover\/101-rect\.png$/);
  expect(rental?.rental_expire_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
  expect(data.episode_list[1]?.rental_expire_time).toBeNull();
});

test('bought and rented-now episodes, newest first, each once; ended rentals and rentals bought since are not rentals', async () => {
  const reader = await newReader(api, { paid: 1000 });
  const [bought, rented, ended, rentedThenBought] = await episodesPriced(api.db, 50, 4);
  if (!bought || !rented || !ended || !rentedThenBought) throw new Error('episodes missing');
  await rent(reader.accountId, ended, new Date(TEST_NOW.getTime() - 80 * HOUR));
  await rent(reader.accountId, rentedThenBought, new Date(TEST_NOW.getTime() - 3 * HOUR));
  await rent(reader.accountId, rented, new Date(TEST_NOW.getTime() - 2 * HOUR));
  await rent(reader.accountId, rented, new Date(TEST_NOW.getTime() - HOUR));
  // Bought through the real call at TEST_NOW: the newest entries.
  for (const episodeId of [rentedThenBought, bought]) {
    expect((await api.call(episodeRentalPoint, { episode_id: episodeId }, { session: reader.session })).body.response_code).toBe(0);
  }

  const all = await purchasedList(reader.session);
  expect(all.total_count).toBe(3);
  expect(all.episode_list.map((episode) => [episode.episode_id, episode.kind])).toEqual([
    [bought, 'purchase'],
    [rentedThenBought, 'purchase'],
    [rented, 'rental'],
  ]);
  expect(all.episode_list[2]?.acquired_at).toBe(formatApiDateTime(new Date(TEST_NOW.getTime() - HOUR)));

  const first = await purchasedList(reader.session, { limit: 2, offset: 0 });
  const second = await purchasedList(reader.session, { limit: 2, offset: 2 });
  expect([first.total_count, second.total_count]).toEqual([3, 3]);
  expect([...first.episode_list, ...second.episode_list].map((episode) => episode.episode_id)).toEqual([bought, rentedThenBought, rented]);
  // Past the end: no rows, and still the whole count.
  expect(await purchasedList(reader.session, { limit: 2, offset: 4 })).toEqual({ episode_list: [], total_count: 3 });

  // Once the rental has ended, the rented episode leaves the list.
  api.setNow(new Date(TEST_NOW.getTime() + 72 * HOUR));
  const later = await api.call(webEpisodePurchased, {}, { session: reader.session });
  expect(webEpisodePurchased.response.parse(later.body.data).episode_list.map((episode) => episode.episode_id)).toEqual([
    bought,
    rentedThenBought,
  ]);
});

test('limit and offset are checked (1..100)', async () => {
  const reader = await newReader(api);
  expect((await api.call(webEpisodePurchased, { limit: 0 }, { session: reader.session })).body.response_code).toBe(1001);
  expect((await api.call(webEpisodePurchased, { limit: 101 }, { session: reader.session })).body.response_code).toBe(1001);
});
