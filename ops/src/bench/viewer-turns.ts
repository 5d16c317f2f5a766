import type { BrowserContext, Page } from '@playwright/test';
import { startBenchSite } from './bench-site';
import { launchChromium } from '../chromium';

/**
 * `npm run bench:viewer`: how long a page turn takes in the episode viewer, from the key
 * press to the next page painted, in Chromium, with a warm and with a cold HTTP cache, and
 * the layout shifts over the run. The goal: median <= 50 ms, no layout shift.
 *
 * "Painted", as measured in the page: the keydown's own timestamp (when the browser took the
 * key) to the frame after the first animation frame in which every page new on screen has its
 * canvas drawn (a pixel in its middle is no longer transparent). The drawn canvas is in the
 * frame of that first callback; the second callback runs once that frame has been produced,
 * so a figure is an upper bound by up to one frame (16.7 ms at 60 Hz).
 */

const EPISODE = '/title/00101/episode/10101';
const TURNS = 50;
/** A quick reader: the next key this long after the page is painted (the viewer preloads meanwhile). */
const PAUSE_MS = Number(process.env.BENCH_TURN_PAUSE_MS ?? 300);
/** A portrait window: one page per turn (spreads are for wide landscape windows). */
const VIEWPORT = { width: 1024, height: 1366 };

declare global {
  interface Window {
    benchTurns: number[];
    benchShifts: { value: number; hadRecentInput: boolean }[];
  }
}

/** Installed before the site's own scripts: the turn watcher and the layout-shift observer. */
function watchTurns(): void {
  window.benchTurns = [];
  window.benchShifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
      window.benchShifts.push({ value: shift.value, hadRecentInput: shift.hadRecentInput });
    }
  }).observe({ type: 'layout-shift', buffered: true });

  const canvases = () => [...document.querySelectorAll<HTMLCanvasElement>('[data-testid="page-box"] canvas')];
  const drawn = (canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    return context !== null && (context.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data[3] ?? 0) > 0;
  };
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'ArrowLeft') return;
      const pressedAt = event.timeStamp;
      const before = new Set(canvases().map((canvas) => canvas.getAttribute('aria-label')));
      const check = () => {
        const fresh = canvases().filter((canvas) => !before.has(canvas.getAttribute('aria-label')));
        if (fresh.length > 0 && fresh.every(drawn)) {
          requestAnimationFrame(() => window.benchTurns.push(performance.now() - pressedAt));
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );
}

/** The page on screen and the page count, from the canvas label ("ページ 3 / 8"). */
async function shownPage(page: Page): Promise<{ current: number; total: number }> {
  const label = (await page.locator('[data-testid="page-box"] canvas').first().getAttribute('aria-label')) ?? '';
  const [current, total] = (/(\d+) \/ (\d+)/.exec(label) ?? []).slice(1).map(Number);
  if (!current || !total) throw new Error(`no page label: "${label}"`);
  return { current, total };
}

/** Opens the episode (again) and waits for its first page to be drawn. */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('[data-testid="page-box"] canvas').first().waitFor();
  await page.waitForFunction(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="page-box"] canvas');
    return (canvas?.getContext('2d')?.getImageData(canvas.width >> 1, canvas.height >> 1, 1, 1).data[3] ?? 0) > 0;
  });
  await page.waitForTimeout(PAUSE_MS);
}

/**
 * TURNS ArrowLeft turns through the episode; at its last page the episode is opened again,
 * which starts it from page 1 (the viewer does that once the last page was reached).
 */
async function turnPages(
  context: BrowserContext,
  url: string,
  { cacheDisabled }: { cacheDisabled: boolean },
): Promise<{ times: number[]; shiftAll: number; cls: number }> {
  const page = await context.newPage();
  if (cacheDisabled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  }
  // tsx (esbuild, keepNames) wraps the named functions inside watchTurns in `__name(...)`, which the page lacks.
  await page.addInitScript({ content: 'window.__name = (target) => target;' });
  await page.addInitScript(watchTurns);
  await open(page, url);
  const times: number[] = [];
  let shiftAll = 0;
  let cls = 0;
  const collect = async () => {
    const { turns, shifts } = await page.evaluate(() => ({ turns: window.benchTurns, shifts: window.benchShifts }));
    times.push(...turns);
    shiftAll += shifts.reduce((sum, shift) => sum + shift.value, 0);
    // CLS proper leaves out shifts within 500 ms of an input; a turn is an input, so both are shown.
    cls += shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
  };
  let done = 0;
  while (done < TURNS) {
    const { current, total } = await shownPage(page);
    if (current === total) {
      await collect();
      await open(page, url);
      continue;
    }
    const count = await page.evaluate(() => window.benchTurns.length);
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction((before) => window.benchTurns.length > before, count);
    done += 1;
    await page.waitForTimeout(PAUSE_MS);
  }
  await collect();
  await page.close();
  return { times, shiftAll, cls };
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function main(): Promise<void> {
  const site = await startBenchSite();
  const browser = await launchChromium();
  const url = `${site.url}${EPISODE}`;
  const rows: Array<[string, Awaited<ReturnType<typeof turnPages>>]> = [];
  try {
    // Warm: the episode read once through first (not measured), so its scripts and images are in the HTTP cache.
    const warm = await browser.newContext({ viewport: VIEWPORT, locale: 'ja-JP' });
    const warmUp = await warm.newPage();
    await open(warmUp, url);
    const { total } = await shownPage(warmUp);
    for (let turn = 1; turn < total; turn += 1) await warmUp.keyboard.press('ArrowLeft');
    await warmUp.waitForLoadState('networkidle');
    await warmUp.close();
    rows.push(['warm', await turnPages(warm, url, { cacheDisabled: false })]);
    await warm.close();

    // Cold: a fresh context with the HTTP cache switched off, so every open fetches everything again.
    const cold = await browser.newContext({ viewport: VIEWPORT, locale: 'ja-JP' });
    rows.push(['cold', await turnPages(cold, url, { cacheDisabled: true })]);
    await cold.close();
  } finally {
    await browser.close();
    await site.close();
  }

  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  console.log(`Episode viewer page turns: ${EPISODE}, ArrowLeft, ${VIEWPORT.width}x${VIEWPORT.height} (one page a turn),`);
  console.log(`${PAUSE_MS} ms between a painted page and the next key; Chromium headless, software rendering.`);
  console.log('cache  turns   median       p95       max   layout shift (all)   CLS (no recent input)');
  for (const [name, { times, shiftAll, cls }] of rows) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(6)} ${String(times.length).padStart(5)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(sorted.at(-1) ?? Number.NaN)}   ${shiftAll.toFixed(4).padStart(18)}   ${cls.toFixed(4).padStart(21)}`,
    );
  }
  console.log('Goal (issue 8): median <= 50 ms, layout shift 0.');
}

void main();
