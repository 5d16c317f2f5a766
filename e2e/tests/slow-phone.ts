import type { Browser, Locator, Page } from '@playwright/test';

/**
 * A slow phone as issue 24 measured it: 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4x
 * slower (Chrome DevTools Protocol), a fresh cache, the page from the server. The slow-phone
 * journeys (slow-phone-taps.e2e.ts, slow-phone-pager.e2e.ts) tap a first-screen control before
 * the page has adopted it; slow-phone-keys.e2e.ts presses a page-turn key then.
 */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'ja-JP' };

/**
 * Asks the server for the page until its first screen is rendered: the server waits 500 ms for a
 * render (ops/src/server/first-screen.ts) and keeps it 5 s, and on a loaded test machine a
 * render can take longer, which would leave the throttled browser a page without a first screen.
 */
async function warmFirstScreen(baseURL: string, pathname: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const html = await (await fetch(new URL(pathname, baseURL), { headers: { accept: 'text/html' } })).text();
    if (html.includes('<div id="root" data-adopting>')) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server rendered no first screen of ${pathname}`);
}

/** A fresh throttled phone whose first screen of `pathname` the server has ready. */
export async function slowPhone(browser: Browser, baseURL: string, pathname: string) {
  await warmFirstScreen(baseURL, pathname);
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

export interface TapFigures {
  delay: number;
  /** When the control showed, and when the finger came (ms from navigation start). */
  shownMs: number;
  tappedMs: number;
  /** Whether the page had adopted its first screen when the tap came. */
  adoptedAtTap: boolean;
  /** From the tap to the address the control leads to (the browser's own navigation, or the page's). */
  tapToNavigationMs: number;
}

interface TapJourney {
  pathname: string;
  /** The first-screen control the finger taps. */
  control: (page: Page) => Locator;
  /** The address the tap must reach. */
  arrived: (url: URL) => boolean;
  /** Milliseconds after the control shows. */
  delay: number;
  /** Checks on the page reached, before the phone is put away. */
  afterwards?: (page: Page) => Promise<void>;
  /**
   * Holds React's script until the finger has come, so this tap is one before adoption whatever
   * the machine's speed (a faster start-up adopted the page before every tap of a journey).
   */
  beforeAdoption?: boolean;
}

/** React's script (the host's libs-react chunk): without it the page cannot adopt its first screen. */
export const REACT_SCRIPT = /\/static\/libs-react\.[\w]+\.js$/;

/** Opens `pathname` on a fresh slow phone, taps the control `delay` ms after it shows and times each step from navigation start. */
export async function tapWhileStarting(browser: Browser, baseURL: string, journey: TapJourney): Promise<TapFigures> {
  const { context, page } = await slowPhone(browser, baseURL, journey.pathname);
  const sinceStart = () => page.evaluate(() => performance.now());
  let fingerCame: () => void = () => undefined;
  if (journey.beforeAdoption) {
    const came = new Promise<void>((resolve) => {
      fingerCame = resolve;
    });
    await page.route(REACT_SCRIPT, async (route) => {
      await came;
      await route.continue();
    });
  }

  await page.goto(journey.pathname, { waitUntil: 'commit' });
  const control = journey.control(page);
  await control.waitFor({ state: 'visible', timeout: 60_000 });
  const shownMs = await sinceStart();
  if (journey.delay > 0) await page.waitForTimeout(journey.delay);
  // The reader scrolls to a control below the fold first (the topics pager is 3,000 px down).
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (!box) throw new Error('the control has no box');
  const adoptedAtTap = await page.evaluate(() => !document.getElementById('root')?.hasAttribute('data-adopting'));
  const tappedMs = await sinceStart();
  const tapped = Date.now();
  // A finger on the screen, not an action that waits for the element to be ready.
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  fingerCame();
  await page.waitForURL(journey.arrived, { timeout: 30_000, waitUntil: 'commit' });
  const tapToNavigationMs = Date.now() - tapped;
  await journey.afterwards?.(page);
  await context.close();
  return { delay: journey.delay, shownMs: Math.round(shownMs), tappedMs: Math.round(tappedMs), adoptedAtTap, tapToNavigationMs };
}
