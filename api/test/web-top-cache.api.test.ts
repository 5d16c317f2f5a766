import { randomBytes } from 'node:crypto';
import { webTop } from '@ciao/shared/contracts';
import { memoryShortCache, redisShortCache } from '../src/cache/short-cache';
import { WEB_TOP_CACHE_MS } from '../src/handlers/web-top-handler';
import { apiForThisFile } from './support/api-harness';
import { TEST_REDIS_URL } from './support/postgres-test-database';

let cacheNow = 1_000_000;
const api = apiForThisFile({ shortCache: memoryShortCache(() => cacheNow) });

function firstTitleName(body: { data?: unknown }): string | undefined {
  return webTop.response.parse(body.data).section_list[0]?.title_list[0]?.title_name;
}

test(`/web/top is served from the short cache for ${WEB_TOP_CACHE_MS} ms, then shows a catalogue change`, async () => {
  const before = firstTitleName((await api.call(webTop, {})).body);
  expect(before).toBeDefined();
  const [row] = await api.db.query<{ title_id: number }>(
    `select title_id from titles where title_name = $1 order by latest_update_at desc limit 1`,
    [before],
  );
  await api.db.query('update titles set title_name = $2 where title_id = $1', [row?.title_id, 'キャッシュ確認']);
  try {
    cacheNow += WEB_TOP_CACHE_MS - 1;
    expect(firstTitleName((await api.call(webTop, {})).body)).toBe(before);
    cacheNow += 2;
    expect(firstTitleName((await api.call(webTop, {})).body)).toBe('キャッシュ確認');
  } finally {
    await api.db.query('update titles set title_name = $2 where title_id = $1', [row?.title_id, before]);
  }
});

test('concurrent misses in one process share one computation', async () => {
  const cache = memoryShortCache();
  let computed = 0;
  const compute = async () => {
    computed += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return { n: computed };
  };
  const answers = await Promise.all(Array.from({ length: 5 }, () => cache.remember('k', 1000, compute)));
  expect(answers).toEqual(Array.from({ length: 5 }, () => ({ n: 1 })));
  expect(computed).toBe(1);
});

test('two Redis caches (two API processes) share one computation per expiry, and expire', async () => {
  const one = redisShortCache(TEST_REDIS_URL);
  const two = redisShortCache(TEST_REDIS_URL);
  const key = `test-${randomBytes(6).toString('hex')}`;
  let computed = 0;
  const compute = async () => {
    computed += 1;
    return { computed };
  };
  try {
    expect(await one.remember(key, 300, compute)).toEqual({ computed: 1 });
    expect(await two.remember(key, 300, compute)).toEqual({ computed: 1 });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await two.remember(key, 300, compute)).toEqual({ computed: 2 });
  } finally {
    await one.close();
    await two.close();
  }
});

test('when Redis does not answer, the answer is computed', async () => {
  const down = redisShortCache('redis://127.0.0.1:1');
  try {
    expect(await down.remember('k', 1000, async () => 'fresh')).toBe('fresh');
  } finally {
    await down.close();
  }
});
