import { expect, openAdopted, test } from './support';

/** The pages a reader's viewer loads ahead of the one shown (mfe-viewer's page-reader PRELOAD_AHEAD). */
const PRELOAD_AHEAD = 4;
const EPISODE = '10101';

/** Adds `mark` to every page URL of an episode answer (`page_list`, wherever the envelope puts it). */
function markPageList(value: unknown, mark: string): unknown {
  if (Array.isArray(value)) return value.map((item) => markPageList(item, mark));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === 'page_list' && Array.isArray(item) ? item.map((url) => `${url}${mark}`) : markPageList(item, mark),
    ]),
  );
}

/**
 * Issue 25 item 12, in a browser: once the server refuses the page URLs the viewer holds (as it
 * does when they have expired, 403), the viewer asks for fresh URLs once, at the first refusal,
 * and goes on. Before the fix it made about 30 refused requests over about 8 s first.
 *
 * The server signs the same URL for a page within its 5-minute bucket, so a refreshed answer
 * here would repeat the refused URLs: this journey marks the URLs of the answers asked after the
 * refusals began (`&fresh=1`, taken off again on the way to the server), and refuses the rest.
 */
test('page URLs the server starts refusing: the viewer asks for fresh ones once, at the first refusal, and the pages keep coming (measured)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const FRESH = '&fresh=1';
  let refusing = false;
  let switchedAt = 0;
  const refusedAt: number[] = [];
  const refreshedAt: number[] = [];
  const answeredAt: number[] = [];
  let nextEpisodeRefused = 0;
  await page.route(/\/api\/web\/episode\/viewer(\?|$)/, async (route) => {
    if (!refusing) return route.continue();
    refreshedAt.push(Date.now());
    const response = await route.fetch();
    await route.fulfill({ response, json: markPageList(await response.json(), FRESH) });
    answeredAt.push(Date.now());
  });
  await page.route(/\/api\/image\/page\//, async (route) => {
    const url = route.request().url();
    if (url.includes(FRESH)) return route.continue({ url: url.replace(FRESH, '') });
    if (!refusing) return route.continue();
    // The open episode's pages; the next episode's first pages, loaded ahead from its own answer, apart.
    if (new URL(url).pathname.startsWith(`/api/image/page/${EPISODE}/`)) refusedAt.push(Date.now());
    else nextEpisodeRefused += 1;
    return route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ result: 1, message: 'expired' }) });
  });

  await openAdopted(page, `/title/00101/episode/${EPISODE}`);
  const viewer = page.locator('[data-remote="viewer"]');
  const first = viewer.getByRole('img', { name: /^ページ 1 \/ \d+$/ });
  await expect(first).toBeVisible();
  const total = Number(/\/ (\d+)$/.exec((await first.getAttribute('aria-label')) ?? (await first.getAttribute('alt')) ?? '')?.[1]);
  expect(total).toBeGreaterThan(PRELOAD_AHEAD + 2);
  // The pages loaded ahead have arrived (the browser holds them); from now on the held URLs are refused.
  await page.waitForLoadState('networkidle');
  refusing = true;
  switchedAt = Date.now();

  // Turning on reaches pages never loaded: their held URLs are refused, the viewer asks afresh.
  const last = Math.min(total, PRELOAD_AHEAD + 4);
  for (let shown = 2; shown <= last; shown += 1) {
    await page.keyboard.press('ArrowLeft');
    const canvas = viewer.getByRole('img', { name: new RegExp(`^ページ ${shown} / ${total}$`) });
    await expect(canvas).toBeVisible({ timeout: 20_000 });
    // Drawn, not only there: the page's image arrived (a canvas with nothing drawn is transparent).
    await expect
      .poll(
        () =>
          canvas.evaluate(
            (element: HTMLCanvasElement) =>
              element.getContext('2d')?.getImageData(element.width / 2, element.height / 2, 1, 1).data[3] ?? 0,
          ),
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(0);
  }
  const asked = refreshedAt[0] ?? Number.POSITIVE_INFINITY;
  const answered = answeredAt[0] ?? Number.POSITIVE_INFINITY;
  const before = refusedAt.filter((at) => at <= asked).length;
  const waiting = refusedAt.filter((at) => at > asked && at <= answered).length;
  const after = refusedAt.filter((at) => at > answered).length;
  console.log(
    `viewer after its URLs were refused: ${refusedAt.length} refused requests: ${before} before it asked afresh, ` +
      `${waiting} while the fresh answer was on its way (${answered - asked} ms), ${after} after it arrived; ` +
      `${refreshedAt.length} fresh answer(s), asked ${refusedAt[0] ? asked - refusedAt[0] : '-'} ms after the first refusal ` +
      `(${refusedAt[0] ? refusedAt[0] - switchedAt : '-'} ms after the refusals began); pages 2-${last} drawn; ` +
      `${nextEpisodeRefused} of the next episode's pages loaded ahead refused (its own answer, fetched before the refusals began)`,
  );
  expect(refusedAt.length).toBeGreaterThan(0);
  // One ask, at the first refusal (the requests already under way may be refused with it).
  expect(refreshedAt).toHaveLength(1);
  expect(before).toBeLessThanOrEqual(PRELOAD_AHEAD + 1);
  // Once the fresh URLs are there, no held URL of the open episode is asked again.
  expect(after).toBe(0);
});
