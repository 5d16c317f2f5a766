import { buildCatalogue } from '@ciao/demo-content';
import { expect, test } from './support';

// The seed is deterministic: the values the viewer payload must carry for title 101's first episode.
const catalogue = buildCatalogue();
const title = catalogue.titles.find((candidate) => candidate.title_id === 101);
const episode = catalogue.episodes.find((candidate) => candidate.episode_id === 10101);
const author = catalogue.authors.find((candidate) => candidate.author_id === title?.author_id);
const genreNames = (title?.genre_ids ?? []).map((id) => catalogue.genres.find((genre) => genre.genre_id === id)?.genre_name);

type DataLayerEntry = Record<string, unknown>;
const dataLayer = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ((window as Window & { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).map((entry) => ({ ...entry })));

test('opening an episode puts docs/product-rules.md §3 viewer payload on window.dataLayer, and no tag manager loads without a container id', async ({
  page,
}) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) external.push(request.url());
  });
  await page.goto('/title/00101/episode/10101');
  await expect(page.locator('[data-remote="viewer"]').getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();

  await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'ciao.viewer')).toHaveLength(1);
  const viewer = (await dataLayer(page)).find((entry) => entry.event === 'ciao.viewer');
  expect(episode?.episode_name).toBeTruthy();
  expect(viewer).toMatchObject({ title: title?.title_name, titledescriptor: author?.author_name, episode: episode?.episode_name });
  expect(String(viewer?.genre).split(',').sort()).toEqual([...genreNames].sort());
  expect(genreNames.length).toBeGreaterThan(0);
  expect(await page.locator('script[src*="googletagmanager"]').count()).toBe(0);
  expect(external).toEqual([]);
});

test('the top page banners put the ad payload of the API answer on window.dataLayer, and a press adds the click', async ({ page }) => {
  const views = page.waitForResponse((response) => response.url().includes('/api/advertisement/view?'));
  await page.goto('/');
  const answer = (await (await views).json()) as { data: { advertisement: { advertisement_id: number; advertisement_url: string } } };
  await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'ciao.ad_view').length).toBe(2);
  const first = (await dataLayer(page)).find(
    (entry) => entry.event === 'ciao.ad_view' && entry.advertisementId === answer.data.advertisement.advertisement_id,
  );
  expect(first).toMatchObject({ advertisementUrl: answer.data.advertisement.advertisement_url });

  await page.getByRole('complementary', { name: '広告' }).first().getByRole('link').click();
  await expect.poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'ciao.ad_click')).toHaveLength(1);
  const click = (await dataLayer(page)).find((entry) => entry.event === 'ciao.ad_click');
  expect(click).toMatchObject({
    titleId: expect.any(Number),
    titleName: expect.any(String),
    advertisementUrl: expect.stringMatching(/^\//),
  });
});
