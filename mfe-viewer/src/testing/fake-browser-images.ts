import { pageImages } from '../features/common/page-reader/page-images';

/**
 * jsdom neither loads images nor draws on canvases, so tests replace those two browser
 * edges: `Image` loads at once (or fails for the URLs given) and records every URL asked
 * for; the canvas context records the draws.
 */
export interface FakeImages {
  requested: string[];
  draws: unknown[][];
  failing: Set<string>;
  /** Sizes of particular URLs (a wide page), others take the size given to installFakeImages. */
  sizes: Map<string, { width: number; height: number }>;
  /** URLs whose load waits until `release` is called. */
  held: Set<string>;
  release: (url: string) => void;
  restore: () => void;
}

export function installFakeImages({ width = 64, height = 96 } = {}): FakeImages {
  pageImages.clear();
  const requested: string[] = [];
  const draws: unknown[][] = [];
  const failing = new Set<string>();
  const sizes = new Map<string, { width: number; height: number }>();
  const held = new Set<string>();
  const waiting = new Map<string, () => void>();

  class FakeImage {
    width = width;
    height = height;
    decoding = 'auto';
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';

    get src(): string {
      return this.url;
    }

    set src(url: string) {
      this.url = url;
      requested.push(url);
      const size = sizes.get(url);
      if (size) {
        this.width = size.width;
        this.height = size.height;
      }
      const settle = () => (failing.has(url) ? this.onerror?.() : this.onload?.());
      if (held.has(url)) waiting.set(url, settle);
      else queueMicrotask(settle);
    }

    decode(): Promise<void> {
      return Promise.resolve();
    }
  }

  const originalImage = globalThis.Image;
  globalThis.Image = FakeImage as unknown as typeof Image;
  const context = { drawImage: (...args: unknown[]) => draws.push(args) };
  const getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => context as unknown as CanvasRenderingContext2D);

  return {
    requested,
    draws,
    failing,
    sizes,
    held,
    release: (url) => {
      held.delete(url);
      waiting.get(url)?.();
      waiting.delete(url);
    },
    restore: () => {
      globalThis.Image = originalImage;
      getContext.mockRestore();
    },
  };
}
