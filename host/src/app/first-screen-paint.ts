import { FIRST_SCREEN_QUERIES_ID } from './first-screen-element';

/** A tab in the background paints nothing: start-up does not wait longer than this for a frame. */
const FRAME_CAP_MS = 200;
/** Nor longer than this for the first screen's leading images. */
const IMAGES_CAP_MS = 1500;

const nextFrameThenTask = (capMs: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, capMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });

function loaded(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Resolves once the server's first screen, with its leading images (fetchpriority=high), has
 * been painted; at once for a page without one. Start-up waits for it: while a page loads,
 * Chrome runs ready script tasks before it paints, and start-up's chain of tasks kept the
 * first screen off the display until the page's own render, the very wait the screen is there
 * to spare a phone. The images load alongside the scripts, so the wait costs about a frame.
 */
export async function firstScreenPainted(doc: Document = document): Promise<void> {
  if (!doc.getElementById(FIRST_SCREEN_QUERIES_ID)) return;
  const leading = [...doc.querySelectorAll<HTMLImageElement>('#root img[fetchpriority="high"]')];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, IMAGES_CAP_MS);
  });
  await Promise.race([Promise.all(leading.map(loaded)), cap]);
  clearTimeout(timer);
  await nextFrameThenTask(FRAME_CAP_MS);
}
