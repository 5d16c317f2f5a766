import { FIRST_SCREEN_QUERIES_ID } from '@ciao/shared/first-screen-element';

/** A tab in the background paints nothing: start-up does not wait longer than this for a frame. */
const FRAME_CAP_MS = 200;
/** Nor longer than this for the first screen's leading images. */
const IMAGES_CAP_MS = 1500;

/**
 * After the next frame is on the display: a frame's animation callbacks run before it is drawn,
 * and it reaches the display about a frame later, when the following frame's callbacks run.
 */
const frameShownThenTask = (capMs: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, capMs);
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          clearTimeout(timer);
          resolve();
        }, 0),
      ),
    );
  });

/**
 * Loaded and decoded: an image with decoding="async" is painted in a frame after its decoding
 * ends, which may come after the frame that follows its load event.
 */
async function ready(image: HTMLImageElement): Promise<void> {
  if (!image.complete) {
    await new Promise<void>((resolve) => {
      image.addEventListener('load', () => resolve(), { once: true });
      image.addEventListener('error', () => resolve(), { once: true });
    });
  }
  // Rejects for an image that failed or was replaced: nothing more to wait for then.
  await image.decode?.().catch(() => undefined);
}

/** Whether any part of the element lies within the window: an image outside it is not painted. */
function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/**
 * Resolves once the browser has reported each image painted (Element Timing, for the kit's
 * leading images, which carry `elementtiming`; Chromium), or after `capMs`. Null where the
 * browser makes no such reports. A report comes after the frame reached the display: what
 * follows cannot slip in before the paint.
 */
function reportedPainted(images: readonly HTMLImageElement[], capMs: number): Promise<void> | null {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('element')) return null;
  const waiting = new Set<Element>(images);
  if (waiting.size === 0) return null;
  return new Promise<void>((resolve) => {
    const done = () => {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { element } = entry as PerformanceEntry & { element?: Element | null };
        if (element) waiting.delete(element);
      }
      if (waiting.size === 0) done();
    });
    const timer = setTimeout(done, capMs);
    observer.observe({ type: 'element', buffered: true });
  });
}

/**
 * Resolves once the server's first screen, with its leading images (fetchpriority=high), has
 * been painted; at once for a page without one. Start-up waits for it: while a page loads,
 * Chrome runs ready script tasks before it paints, and start-up's chain of tasks kept the
 * first screen off the display until the page's own render, the very wait the screen is there
 * to spare a phone. The start-up scripts' downloads wait for it too (start-up-downloads.ts), so
 * the images have the connection to themselves.
 */
export async function firstScreenPainted(doc: Document = document): Promise<void> {
  if (!doc.getElementById(FIRST_SCREEN_QUERIES_ID)) return;
  const leading = [...doc.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, IMAGES_CAP_MS);
  });
  await Promise.race([Promise.all(leading.map(ready)), cap]);
  clearTimeout(timer);
  // The browser's own report where it makes one; elsewhere the frame after next.
  await (reportedPainted(leading.filter(onScreen), FRAME_CAP_MS) ?? frameShownThenTask(FRAME_CAP_MS));
}
