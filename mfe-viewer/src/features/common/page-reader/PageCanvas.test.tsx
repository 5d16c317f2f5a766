import { render, waitFor } from '@testing-library/react';
import { PageCanvas } from './PageCanvas';
import { EncodedPage } from './page-images';

test('a page that came as bytes is drawn from a bitmap decoded off the main thread, then released', async () => {
  const draws: unknown[] = [];
  const getContext = jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ({ drawImage: (source: unknown) => draws.push(source) }) as unknown as CanvasRenderingContext2D);
  const bitmap = { width: 64, height: 96, close: jest.fn() };
  const blob = new Blob(['png']);
  const decodedFrom: unknown[] = [];
  globalThis.createImageBitmap = jest.fn((source: unknown) => {
    decodedFrom.push(source);
    return Promise.resolve(bitmap as unknown as ImageBitmap);
  }) as unknown as typeof createImageBitmap;
  try {
    const { getByRole } = render(<PageCanvas image={new EncodedPage(blob, 64, 96)} seed={7} version={2} label="1 / 3" />);
    await waitFor(() => expect(bitmap.close).toHaveBeenCalled());
    expect(decodedFrom).toEqual([blob]);
    // The whole page, then its 16 tiles: every draw from the decoded bitmap.
    expect(draws).toHaveLength(17);
    expect(draws.every((source) => source === bitmap)).toBe(true);
    const canvas = getByRole('img', { name: '1 / 3' }) as HTMLCanvasElement;
    expect([canvas.width, canvas.height]).toEqual([64, 96]);
  } finally {
    getContext.mockRestore();
    delete (globalThis as { createImageBitmap?: unknown }).createImageBitmap;
  }
});
