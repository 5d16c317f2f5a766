import { FIRST_SCREEN_QUERIES_ID } from './first-screen-element';

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
  await frameShownThenTask(FRAME_CAP_MS);
}
