import type { Page } from '@playwright/test';
import { expect, openAdopted, test } from './support';

/** The header's history badge answer for the page about to open (POST /api/web/update/badge). */
function badgeAnswer(page: Page): Promise<number> {
  return page
    .waitForResponse((response) => new URL(response.url()).pathname === '/api/web/update/badge')
    .then(
      async (response) => ((await response.json()) as { data: { history_update_episode_cnt: number } }).data.history_update_episode_cnt,
    );
}

test('the history badge counts episodes released after the reader last read a title, not the episodes left unread', async ({ page }) => {
  // A visitor reads the first episode of a long series: nothing has come out since, so no badge
  // (it used to count every later episode: 9+).
  await openAdopted(page, '/title/00101/episode/10101');
  await expect(page.locator('[data-remote="viewer"]').getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();
  const afterReading = badgeAnswer(page);
  await openAdopted(page, '/');
  expect(await afterReading).toBe(0);
  const header = page.getByRole('banner');
  await expect(header.getByText(/（更新 .+話）/)).toHaveCount(0);

  // The same entry, read long before the series' episodes came out: each of them is an update.
  await page.evaluate(() => {
    const stored = JSON.parse(window.localStorage.getItem('ciao:session') ?? '{}') as {
      state: { readingHistory: Array<{ title_id: number; read_at: number }> };
    };
    for (const entry of stored.state.readingHistory) if (entry.title_id === 101) entry.read_at = Date.UTC(2000, 0, 1);
    window.localStorage.setItem('ciao:session', JSON.stringify(stored));
  });
  const longAgo = badgeAnswer(page);
  await openAdopted(page, '/');
  const updates = await longAgo;
  expect(updates).toBeGreaterThan(0);
  await expect(header.getByText(`（更新 ${updates > 9 ? '9+' : updates}話）`).first()).toBeAttached();
});
