/**
 * jsdom neither loads images nor draws on canvases, so tests replace those two browser
 * edges: `Image` loads at once (or fails for the URLs given) and records every URL asked
 * for; the canvas context records the draws.
 */
export interface FakeImages {
  requested: string[];
  draws: unknown[][];
  failing: Set<string>;
  restore: () => void;
}

export function installFakeImages({ width = 64, height = 96 } = {}): FakeImages {
  const requested: string[] = [];
  const draws: unknown[][] = [];
  const failing = new Set<string>();

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
      queueMicrotask(() => (failing.has(url) ? this.onerror?.() : this.onload?.()));
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
    restore: () => {
      globalThis.Image = originalImage;
      getContext.mockRestore();
    },
  };
}
