import {
  comicList,
  genreSearchList,
  keywordList,
  magazineCategoryList,
  rankingAll,
  recommendClick,
  recommendTitleList,
  searchTitle,
  titleWeekly,
  webRankingGenre,
} from '@ciao/shared/contracts';
import { apiForThisFile, loginDemoReader } from './support/api-harness';

const api = apiForThisFile();

test('GET /comic/list answers the released volumes of a title in order; 3000 for an unknown title', async () => {
  const result = await api.call(comicList, { title_id: 101 });
  expect(result.body.response_code).toBe(0);
  const { comic_list } = comicList.response.parse(result.body.data);
  expect(comic_list.length).toBeGreaterThanOrEqual(1);
  expect(comic_list.map((comic) => comic.volume)).toEqual(comic_list.map((_, index) => index + 1));
  expect(comic_list[0]).toMatchObject({ title_id: 101, comic_name: '星降る夜のシンデレラ 1', price: 528 });
  expect(comic_list[0]?.isbn).toMatch(/^978409\d{7}$/);
  const missing = await api.call(comicList, { title_id: 4242 });
  expect(missing.status).toBe(404);
  expect(missing.body.response_code).toBe(3000);
  expect((await api.call(comicList, { title_id: 'abc' })).body.response_code).toBe(1001);
});

test('GET /genre/search/list: every genre by id, or with is_group only non-empty ones, biggest first', async () => {
  const all = genreSearchList.response.parse((await api.call(genreSearchList, {})).body.data).genre_list;
  expect(all.map((genre) => genre.genre_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  const grouped = genreSearchList.response.parse((await api.call(genreSearchList, { is_group: '1' })).body.data).genre_list;
  const counts = grouped.map((genre) => genre.title_count);
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(counts.every((count) => count > 0)).toBe(true);
  expect((await api.call(genreSearchList, { is_group: 'yes' as '1' })).body.response_code).toBe(1001);
});

test('GET /keyword/list pages the tags with their title counts', async () => {
  const first = keywordList.response.parse((await api.call(keywordList, { is_group: '1', limit: 5, offset: 0 })).body.data);
  expect(first.tag_list).toHaveLength(5);
  expect(first.total_count).toBeGreaterThan(5);
  const second = keywordList.response.parse((await api.call(keywordList, { is_group: '1', limit: 5, offset: 5 })).body.data);
  expect(second.tag_list.map((tag) => tag.tag_id)).not.toContain(first.tag_list[0]?.tag_id);
  expect((first.tag_list[0]?.title_count ?? 0) >= (second.tag_list[0]?.title_count ?? 0)).toBe(true);
  expect((await api.call(keywordList, { limit: 101 })).body.response_code).toBe(1001);
  expect((await api.call(keywordList, { offset: -1 })).body.response_code).toBe(1001);
});

test('GET /magazine/category/list answers the categories in order, paged', async () => {
  const { magazine_category_list } = magazineCategoryList.response.parse((await api.call(magazineCategoryList, {})).body.data);
  expect(magazine_category_list[0]).toEqual({ magazine_category_id: 1, magazine_category_name_text: 'ちゃお本誌' });
  const paged = magazineCategoryList.response.parse((await api.call(magazineCategoryList, { limit: 1, offset: 1 })).body.data);
  expect(paged.magazine_category_list).toEqual([{ magazine_category_id: 2, magazine_category_name_text: 'ちゃおデラックス' }]);
  expect((await api.call(magazineCategoryList, { limit: 0 })).body.response_code).toBe(1001);
});

test('GET /ranking/all answers every ranking; is_top keeps the first 3; A/B orders differ; paging by offset', async () => {
  const all = rankingAll.response.parse((await api.call(rankingAll, {})).body.data).ranking_list;
  expect(all.map((ranking) => ranking.ranking_type).slice(0, 2)).toEqual(['daily', 'weekly']);
  expect(all.filter((ranking) => ranking.ranking_type === 'genre')).toHaveLength(10);
  const top = rankingAll.response.parse((await api.call(rankingAll, { is_top: '1' })).body.data).ranking_list;
  for (const ranking of top) expect(ranking.title_list.length).toBeLessThanOrEqual(3);
  const weeklyA = rankingAll.response.parse((await api.call(rankingAll, { ranking_id: 2, limit: 30 })).body.data).ranking_list[0];
  const weeklyB = rankingAll.response.parse((await api.call(rankingAll, { ranking_id: 2, limit: 30, ranking_ab: '1' })).body.data)
    .ranking_list[0];
  expect(weeklyA?.title_list.map((title) => title.rank)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  expect(weeklyA?.title_list.map((title) => title.title_id)).not.toEqual(weeklyB?.title_list.map((title) => title.title_id));
  const page2 = rankingAll.response.parse((await api.call(rankingAll, { ranking_id: 2, limit: 10, offset: 10 })).body.data).ranking_list[0];
  expect(page2?.title_list[0]?.rank).toBe(11);
  expect(page2?.title_list[0]?.title_id).toBe(weeklyA?.title_list[10]?.title_id);
  expect((await api.call(rankingAll, { ranking_id: 999 })).body.response_code).toBe(1001);
  expect((await api.call(rankingAll, { ranking_ab: '2' as '1' })).body.response_code).toBe(1001);
});

test('GET /web/ranking/genre answers the top 5 of each genre, all in that genre', async () => {
  const { genre_ranking_list } = webRankingGenre.response.parse((await api.call(webRankingGenre, {})).body.data);
  expect(genre_ranking_list).toHaveLength(10);
  for (const ranking of genre_ranking_list) {
    expect(ranking.title_list.length).toBeLessThanOrEqual(5);
    for (const title of ranking.title_list) expect(title.genre_id_list).toContain(ranking.genre_id);
  }
});

test('GET /recommend/title/list answers the titles of a position; 1001 for an unknown position', async () => {
  const { title_list } = recommendTitleList.response.parse((await api.call(recommendTitleList, { position: 1 })).body.data);
  expect(title_list).toHaveLength(6);
  expect((await api.call(recommendTitleList, { position: 9 })).body.response_code).toBe(1001);
});

test('GET /recommend/click records a click (with the reader when signed in); 3000 for an unknown title', async () => {
  const session = await loginDemoReader(api);
  expect((await api.call(recommendClick, { title_id: 103 })).body).toEqual({ response_code: 0, data: { title_id: 103, recorded: true } });
  expect((await api.call(recommendClick, { title_id: 103 }, { session })).body.response_code).toBe(0);
  const rows = await api.db.query<{ account_id: number | null }>(
    'select account_id from recommend_clicks where title_id = 103 order by click_id',
  );
  expect(rows).toHaveLength(2);
  expect(rows[0]?.account_id).toBeNull();
  expect(rows[1]?.account_id).toEqual(expect.any(Number));
  expect((await api.call(recommendClick, { title_id: 4242 })).body.response_code).toBe(3000);
});

test('GET /title/weekly answers one day of serials; the printed magazine titles too; 3200 for an unknown day', async () => {
  const monday = titleWeekly.response.parse((await api.call(titleWeekly, { weekday: 'monday' })).body.data);
  expect(monday.weekday).toBe('monday');
  expect(monday.title_list.map((title) => title.title_id)).toContain(101);
  const magazine = titleWeekly.response.parse((await api.call(titleWeekly, { weekday: 'magazine' })).body.data);
  const inMagazine = await api.db.query<{ title_id: number }>(
    'select title_id from title_magazine_categories where magazine_category_id = 1',
  );
  expect(magazine.title_list.map((title) => title.title_id).sort()).toEqual(inMagazine.map((row) => row.title_id).sort());
  expect(magazine.title_list.length).toBeGreaterThan(0);
  const unknown = await api.call(titleWeekly, { weekday: 'someday' });
  expect(unknown.status).toBe(404);
  expect(unknown.body.response_code).toBe(3200);
  expect((await api.call(titleWeekly, { weekday: "monday' or 1=1" })).body.response_code).toBe(1001);
});

describe('GET /search/title', () => {
  const search = async (params: Parameters<typeof api.call<typeof searchTitle>>[1]) => {
    const result = await api.call(searchTitle, params);
    expect(result.body.response_code).toBe(0);
    return searchTitle.response.parse(result.body.data);
  };

  test('matches the title name, the author and the tags', async () => {
    expect((await search({ keyword: 'シンデレラ' })).title_list.map((title) => title.title_id)).toContain(101);
    const byAuthor = await search({ keyword: '春野みるく' });
    expect(byAuthor.title_list.length).toBeGreaterThan(0);
    for (const title of byAuthor.title_list) expect(title.author_text === '春野みるく' || title.title_name.includes('春野')).toBe(true);
    const byTag = await search({ keyword: '完結済み', limit: 99999 });
    const finished = await api.db.query<{ title_id: number }>(`select title_id from titles where weekday = 'finished'`);
    expect(byTag.title_list.map((title) => title.title_id).sort()).toEqual(finished.map((row) => row.title_id).sort());
  });

  test('normalises half-width katakana and full-width ASCII on both sides', async () => {
    expect((await search({ keyword: 'ｼﾝﾃﾞﾚﾗ' })).title_list.map((title) => title.title_id)).toContain(101);
    expect((await search({ keyword: 'ﾄﾞｷﾄﾞｷ☆' })).title_list.map((title) => title.title_name)).toContain('ドキドキ☆アイドル学園');
    expect((await search({ keyword: '１００日' })).title_list.map((title) => title.title_name)).toContain('幽霊くんとの100日');
  });

  test('combines genre, tag, magazine category and author filters, sorts and pages', async () => {
    const romance = await search({ genre_id: 1, limit: 99999 });
    for (const title of romance.title_list) expect(title.genre_id_list).toContain(1);
    const deluxe = await search({ magazine_category: 2, limit: 99999 });
    const deluxeIds = await api.db.query<{ title_id: number }>(
      'select title_id from title_magazine_categories where magazine_category_id = 2',
    );
    expect(deluxe.total_count).toBe(deluxeIds.length);
    const tagged = await search({ tag_id: 20, author: '春野' });
    expect(tagged.title_list.every((title) => title.author_text.includes('春野'))).toBe(true);
    const byName = await search({ sort: 'name', limit: 3 });
    const names = byName.title_list.map((title) => title.title_name);
    expect(names).toEqual([...names].sort());
    const all = await search({ limit: 99999 });
    const page = await search({ limit: 5, offset: 5 });
    expect(page.title_list.map((title) => title.title_id)).toEqual(all.title_list.slice(5, 10).map((title) => title.title_id));
    expect(page.total_count).toBe(all.total_count);
    expect((await search({ offset: 99999 })).total_count).toBe(all.total_count);
  });

  test('LIKE wildcards and SQL in the keyword are plain text', async () => {
    expect((await search({ keyword: '%' })).title_list).toEqual([]);
    expect((await search({ keyword: '_' })).title_list).toEqual([]);
    expect((await search({ keyword: "' or 1=1 --" })).title_list).toEqual([]);
    expect((await search({ keyword: '' })).total_count).toBeGreaterThanOrEqual(42);
  });

  test('bad params answer 1001', async () => {
    expect((await api.call(searchTitle, { limit: 100000 })).body.response_code).toBe(1001);
    expect((await api.call(searchTitle, { sort: 'random' as 'new' })).body.response_code).toBe(1001);
    expect((await api.call(searchTitle, { keyword: 'あ'.repeat(101) })).body.response_code).toBe(1001);
  });
});
