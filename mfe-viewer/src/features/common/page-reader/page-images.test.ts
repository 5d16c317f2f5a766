import { PageImageCache, loadWithAttempts } from './page-images';

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
