import { EncodedPage, PageImageCache, decodesOffMainThread, loadPageImage, loadWithAttempts } from './page-images';

const image = (width: number, height: number) => ({ width, height }) as HTMLImageElement;

test('an image is tried three times before it fails', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('1')).mockRejectedValueOnce(new Error('2')).mockResolvedValue(image(1, 1));
  await expect(loadWithAttempts('/a.png', load)).resolves.toEqual(image(1, 1));
  expect(load).toHaveBeenCalledTimes(3);

  const failing = jest.fn().mockRejectedValue(new Error('gone'));
  await expect(loadWithAttempts('/b.png', failing)).rejects.toThrow('gone');
  expect(failing).toHaveBeenCalledTimes(3);
});

test('keeps the most recently used images up to its size, and knows the wide ones', async () => {
  const load = jest.fn((url: string) => Promise.resolve(url === '/wide.png' ? image(2, 1) : image(1, 2)));
  const cache = new PageImageCache(load, 2);
  await cache.get('/wide.png');
  await cache.get('/b.png');
  await cache.get('/wide.png');
  await cache.get('/c.png');
  expect(cache.isWide('/wide.png')).toBe(true);
  expect(cache.isWide('/c.png')).toBe(false);

  await cache.get('/wide.png');
  await cache.get('/b.png');
  // '/b.png' was the oldest when '/c.png' came, so it was loaded again.
  expect(load.mock.calls.map(([url]) => url)).toEqual(['/wide.png', '/b.png', '/c.png', '/b.png']);
});

test('a signed URL past its expiry is refused at once, without a request; its refusal is told to a listener that comes later', async () => {
  const load = jest.fn().mockResolvedValue(image(1, 1));
  const cache = new PageImageCache((url, options) => loadWithAttempts(url, load, options));
  const expired = `/page/1.png?exp=${Math.floor(Date.now() / 1000) - 1}&sig=a`;
  await expect(cache.get(expired)).rejects.toThrow('expired');
  expect(load).not.toHaveBeenCalled();
  const heard: string[] = [];
  cache.onRefusal((url) => heard.push(url));
  expect(heard).toEqual([expired]);
});

describe('where the browser decodes bytes off the main thread', () => {
  const bitmap = (width: number, height: number) => ({ width, height, close: jest.fn() });
  let decoded: ReturnType<typeof bitmap>[];
  const originalFetch = globalThis.fetch;

  beforeEach(() => {
    decoded = [];
    globalThis.createImageBitmap = jest.fn((source: unknown) => {
      if (!(source instanceof Blob)) return Promise.reject(new Error('decoded on the main thread'));
      const made = bitmap(768, 1088);
      decoded.push(made);
      return Promise.resolve(made as unknown as ImageBitmap);
    }) as unknown as typeof createImageBitmap;
  });

  afterEach(() => {
    globalThis.fetch = originalFetch;
    delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  });

  test('a page loads as its bytes, its size known from a decode whose bitmap is not kept', async () => {
    const fetched: string[] = [];
    globalThis.fetch = jest.fn((url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response(new Blob(['png'], { type: 'image/png' })));
    }) as unknown as typeof fetch;
    expect(decodesOffMainThread()).toBe(true);
    const page = await loadPageImage('/page/1.png');
    expect(page).toBeInstanceOf(EncodedPage);
    expect([page.width, page.height]).toEqual([768, 1088]);
    expect(fetched).toEqual(['/page/1.png']);
    expect(decoded[0]?.close).toHaveBeenCalled();
  });

  test('a refused page, an unreachable one and bytes that are no image fail as an image load does', async () => {
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response('expired', { status: 403 }))) as unknown as typeof fetch;
    await expect(loadPageImage('/page/403.png')).rejects.toThrow('page image failed to load: /page/403.png');
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('network'))) as unknown as typeof fetch;
    await expect(loadPageImage('/page/offline.png')).rejects.toThrow('page image failed to load: /page/offline.png');
    globalThis.fetch = jest.fn(() => Promise.resolve(new Response('not a png'))) as unknown as typeof fetch;
    globalThis.createImageBitmap = jest.fn(() => Promise.reject(new Error('InvalidStateError'))) as unknown as typeof createImageBitmap;
    await expect(loadPageImage('/page/broken.png')).rejects.toThrow('page image failed to load: /page/broken.png');
  });
});
