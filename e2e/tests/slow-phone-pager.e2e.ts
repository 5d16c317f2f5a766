import type { Page } from '@playwright/test';
import { CPU_SLOWDOWN, type TapFigures, tapWhileStarting } from './slow-phone';
import { expect, test } from './support';

/**
 * The topics pager on a slow phone (slow-phone.ts, issue 24 item 2). Its page buttons are
 * buttons, not links: a tap before the page has adopted its first screen is held and replayed
 * on the button once the page starts (first-screen-taps.ts); a replay that reaches a button React
 * has not adopted yet is offered again until it does. Every tap must reach page 2.
 */

/** After the button shows: at once, then while the page is still starting. */
const TAP_DELAYS_MS = [0, 800];

test.slow();

const pageTwo = (page: Page) => page.getByRole('navigation', { name: '新着記事のページ' }).getByRole('button', { name: '2ページ目' });

test('on a slow phone a tap on the topics pager reaches page 2, before the page has adopted its first screen too', async ({
  browser,
  baseURL,
}) => {
  const figures: TapFigures[] = [];
  for (const delay of TAP_DELAYS_MS) {
    figures.push(
      await tapWhileStarting(browser, baseURL ?? '', {
        pathname: '/topics',
        control: pageTwo,
        arrived: (url) => url.pathname === '/topics' && url.searchParams.get('page') === '2',
        delay,
        beforeAdoption: delay === 0,
        // The second page is shown, not only addressed.
        afterwards: (page) => expect(pageTwo(page)).toHaveAttribute('aria-current', 'page', { timeout: 30_000 }),
      }),
    );
  }
  console.log(`slow phone (150 ms, 1.6 Mbps, CPU x${CPU_SLOWDOWN}), topics pager, ms from navigation start:`);
  for (const figure of figures) console.log(`  tap ${JSON.stringify(figure)}`);
  // The point of the test: a tap that came before adoption was kept and acted on.
  expect(figures.some((figure) => !figure.adoptedAtTap)).toBe(true);
});
