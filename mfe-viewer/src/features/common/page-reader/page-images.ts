import { IMAGE_ATTEMPTS, IMAGE_CACHE_SIZE, LAZY_THROTTLE_MS } from '@ciao/shared';

/** Loads one page image and waits until it is decoded, so drawing it later costs nothing. */
export function loadPageImage(url: string): Promise<HTMLImageElement> {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`page image failed to load: ${url}`));
    image.src = url;
  }).then((image) =>
    // A decode failure after a successful load still leaves a drawable image.
    image.decode().then(
      () => image,
      () => image,
    ),
  );
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spec 9: an image is tried up to three times, the attempts spaced by the lazy-loading throttle. */
export async function loadWithAttempts(
  url: string,
  load: (url: string) => Promise<HTMLImageElement> = loadPageImage,
  attempts = IMAGE_ATTEMPTS,
): Promise<HTMLImageElement> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      await wait(LAZY_THROTTLE_MS);
    }
  }
}

/**
 * Page images, each loaded once whether it was preloaded or shown, kept for the last 200
 * addresses (spec 9's image cache) so the next episode's first pages, loaded ahead, are
 * there when it opens. A failed load is forgotten so that asking again (retry) loads it
 * afresh. Listeners hear when an image arrives (its size decides whether it is a wide page).
 */
export class PageImageCache {
  private readonly images = new Map<string, Promise<HTMLImageElement>>();
  private readonly sizes = new Map<string, { width: number; height: number }>();
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly load: (url: string) => Promise<HTMLImageElement> = (url) => loadWithAttempts(url),
    private readonly size = IMAGE_CACHE_SIZE,
  ) {}

  get(url: string): Promise<HTMLImageElement> {
    const known = this.images.get(url);
    if (known) {
      // Most recently used last, so the oldest is the one dropped.
      this.images.delete(url);
      this.images.set(url, known);
      return known;
    }
    const loading = this.load(url);
    this.images.set(url, loading);
    this.dropOldest();
    loading.then(
      (image) => {
        this.sizes.set(url, { width: image.width, height: image.height });
        for (const listener of this.listeners) listener();
      },
      () => this.images.delete(url),
    );
    return loading;
  }

  /** Starts loading ahead; a failure is ignored here and shown when the page itself is opened. */
  preload(url: string): void {
    this.get(url).catch(() => undefined);
  }

  /** A loaded page wider than tall (a double page drawn as one image), shown alone in a spread. */
  isWide(url: string): boolean {
    const size = this.sizes.get(url);
    return size !== undefined && size.width > size.height;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clear(): void {
    this.images.clear();
    this.sizes.clear();
  }

  private dropOldest(): void {
    while (this.images.size > this.size) {
      const oldest = this.images.keys().next().value;
      if (oldest === undefined) return;
      this.images.delete(oldest);
      this.sizes.delete(oldest);
    }
  }
}

/** The viewers' one cache: an episode opened after another finds the pages read ahead. */
export const pageImages = new PageImageCache();
