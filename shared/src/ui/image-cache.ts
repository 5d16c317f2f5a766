/** docs/product-rules.md §9: remember this many loaded image addresses. */
export const IMAGE_CACHE_SIZE = 200;

/**
 * Addresses of images that loaded, most recent last. An image seen before is in the
 * browser's cache, so it is shown at once instead of waiting to scroll into view again.
 */
export class LoadedImageCache {
  private readonly urls = new Set<string>();

  constructor(private readonly size = IMAGE_CACHE_SIZE) {}

  has(url: string): boolean {
    return this.urls.has(url);
  }

  add(url: string): void {
    this.urls.delete(url);
    this.urls.add(url);
    if (this.urls.size > this.size) {
      const oldest = this.urls.values().next().value;
      if (oldest !== undefined) this.urls.delete(oldest);
    }
  }

  clear(): void {
    this.urls.clear();
  }
}

export const loadedImages = new LoadedImageCache();
