import { IMAGE_ATTEMPTS, IMAGE_CACHE_SIZE, LAZY_THROTTLE_MS } from '@ciao/shared';

/**
 * A page as its bytes came (a Blob), decoded off the main thread each time it is drawn. Chromium
 * decodes an <img> drawn on a canvas in the drawImage call, on the main thread, whatever
 * `image.decode()` did before (that decode serves the compositor, not the canvas): 25-85 ms for a
 * page on the first page drawn, measured on a 2-core machine, more on a phone. `createImageBitmap`
 * decodes an <img> on the main thread too; only from a Blob does it decode on another thread.
 * The bitmap is not kept: a decoded page weighs about 3 MB and the cache holds 200 pages.
 */
export class EncodedPage {
  constructor(
    readonly blob: Blob,
    readonly width: number,
    readonly height: number,
  ) {}

  /** The decoded page, for one draw: its caller closes it. */
  decode(): Promise<ImageBitmap> {
    return createImageBitmap(this.blob);
  }
}

/** What a page is drawn from: its bytes where the browser decodes them off the main thread, else an image. */
export type PageImage = EncodedPage | HTMLImageElement;

/** Whether pages come as bytes (fetch and createImageBitmap: every browser the site serves; not jsdom). */
export function decodesOffMainThread(): boolean {
  return typeof fetch === 'function' && typeof createImageBitmap === 'function';
}

const failedLoad = (url: string) => new Error(`page image failed to load: ${url}`);

/**
 * Loads one page: its bytes, decoded once (off the main thread) to know it is an image and its
 * size. The request is the one the page's preload link (PageSlot.tsx: as fetch, anonymous) made
 * when there is one, so the page is downloaded once.
 */
export async function loadEncodedPage(url: string): Promise<EncodedPage> {
  const response = await fetch(url).catch(() => Promise.reject(failedLoad(url)));
  if (!response.ok) throw failedLoad(url);
  const blob = await response.blob().catch(() => Promise.reject(failedLoad(url)));
  const bitmap = await createImageBitmap(blob).catch(() => Promise.reject(failedLoad(url)));
  const page = new EncodedPage(blob, bitmap.width, bitmap.height);
  bitmap.close();
  return page;
}

/** Loads one page image as an <img> (where pages cannot come as bytes), waiting until it is decoded. */
export function loadImageElement(url: string): Promise<HTMLImageElement> {
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve(image);
    image.onerror = () => reject(failedLoad(url));
    image.src = url;
  }).then((image) =>
    // A decode failure after a successful load still leaves a drawable image.
    image.decode().then(
      () => image,
      () => image,
    ),
  );
}

/** Loads one page image: as bytes where the browser decodes them off the main thread, else as an <img>. */
export function loadPageImage(url: string): Promise<PageImage> {
  return decodesOffMainThread() ? loadEncodedPage(url) : loadImageElement(url);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A signed page URL past its `exp` (seconds; the API's signed-image-url.ts): the server refuses
 * it, so it is never asked for. An unsigned URL never expires.
 */
export function hasExpired(url: string, now = Date.now()): boolean {
  const exp = /[?&]exp=(\d{1,12})(?:&|$)/.exec(url)?.[1];
  return exp !== undefined && Number(exp) * 1000 <= now;
}

export class ExpiredPageUrl extends Error {
  constructor(url: string) {
    super(`page image URL expired: ${url}`);
  }
}

export interface AttemptOptions {
  attempts?: number;
  /** Hears of the first failed attempt: the reader asks for fresh URLs then, not after the last. */
  onFirstFailure?: (url: string) => void;
  /** True once fresh URLs replace this one: its remaining attempts would only be refused again. */
  isAbandoned?: (url: string) => boolean;
}

/**
 * docs/product-rules.md §9: an image is tried up to three times, the attempts spaced by the lazy-loading throttle.
 * An expired URL fails at once, without a request; an abandoned one is not tried again.
 */
export async function loadWithAttempts(
  url: string,
  load: (url: string) => Promise<PageImage> = loadPageImage,
  { attempts = IMAGE_ATTEMPTS, onFirstFailure, isAbandoned }: AttemptOptions = {},
): Promise<PageImage> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (hasExpired(url)) throw new ExpiredPageUrl(url);
      return await load(url);
    } catch (error) {
      if (attempt === 1) onFirstFailure?.(url);
      if (attempt >= attempts || error instanceof ExpiredPageUrl || isAbandoned?.(url)) throw error;
      await wait(LAZY_THROTTLE_MS);
      if (isAbandoned?.(url)) throw error;
    }
  }
}

/**
 * Page images, each loaded once whether it was preloaded or shown, kept for the last 200
 * addresses (docs/product-rules.md §9's image cache) so the next episode's first pages, loaded ahead, are
 * there when it opens. A failed load is forgotten so that asking again (retry) loads it
 * afresh. Listeners hear when an image arrives (its size decides whether it is a wide page).
 */
export class PageImageCache {
  private readonly images = new Map<string, Promise<PageImage>>();
  private readonly sizes = new Map<string, { width: number; height: number }>();
  private readonly listeners = new Set<() => void>();
  private readonly refusalListeners = new Set<(url: string) => void>();
  private readonly abandoned = new Set<string>();
  /** URLs refused at least once and not loaded since: told to a listener that comes later (a load starts while rendering, before the reader's effect listens). */
  private readonly refused = new Set<string>();
  private readonly load: (url: string) => Promise<PageImage>;

  constructor(
    load?: (url: string, options: AttemptOptions) => Promise<PageImage>,
    private readonly size = IMAGE_CACHE_SIZE,
  ) {
    const options: AttemptOptions = {
      onFirstFailure: (url) => {
        this.refused.add(url);
        if (this.refused.size > this.size) this.refused.delete(this.refused.values().next().value ?? url);
        for (const listener of this.refusalListeners) listener(url);
      },
      isAbandoned: (url) => this.abandoned.has(url),
    };
    this.load = load ? (url) => load(url, options) : (url) => loadWithAttempts(url, loadPageImage, options);
  }

  get(url: string): Promise<PageImage> {
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
        this.abandoned.delete(url);
        this.refused.delete(url);
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

  /** URLs replaced by fresh ones: their loads stop trying (until one of them loads after all). */
  abandon(urls: Iterable<string>): void {
    for (const url of urls) this.abandoned.add(url);
  }

  /** Hears of each image's first failed attempt (shown or loaded ahead; those before it listened, at once): its URL may be stale. */
  onRefusal(listener: (url: string) => void): () => void {
    this.refusalListeners.add(listener);
    for (const url of this.refused) listener(url);
    return () => {
      this.refusalListeners.delete(listener);
    };
  }

  clear(): void {
    this.images.clear();
    this.abandoned.clear();
    this.refused.clear();
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
