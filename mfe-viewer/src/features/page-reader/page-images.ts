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

/**
 * The page images of one episode, each loaded once whether it was preloaded or shown.
 * A failed load is forgotten so that asking again (retry) loads it afresh.
 */
export class PageImageCache {
  private readonly images = new Map<string, Promise<HTMLImageElement>>();

  constructor(private readonly load: (url: string) => Promise<HTMLImageElement> = loadPageImage) {}

  get(url: string): Promise<HTMLImageElement> {
    const known = this.images.get(url);
    if (known) return known;
    const loading = this.load(url);
    this.images.set(url, loading);
    loading.catch(() => this.images.delete(url));
    return loading;
  }

  /** Starts loading ahead; a failure is ignored here and shown when the page itself is opened. */
  preload(url: string): void {
    this.get(url).catch(() => undefined);
  }
}
