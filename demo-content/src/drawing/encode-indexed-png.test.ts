/** @jest-environment node */
import { encodeIndexedPng } from './encode-indexed-png';
import { COVER_RECT_SIZE, renderCover } from './render-cover';
import { decodePng } from '../../../test-support/decode-png';
import { BLACK, Raster, WHITE } from './raster';

const hasChunk = (png: Buffer, type: string) => png.includes(Buffer.from(type, 'ascii'));

test('a drawing of 256 colours or fewer comes back pixel for pixel, in a palette PNG', () => {
  const raster = new Raster(40, 30, WHITE);
  raster.fillRect(5, 5, 10, 10, BLACK);
  raster.fillRect(20, 5, 10, 10, [228, 0, 127]);
  const png = raster.toIndexedPng();
  expect(png[25]).toBe(3); // IHDR colour type: palette
  expect(hasChunk(png, 'tRNS')).toBe(false);
  expect(decodePng(png).data.equals(raster.data)).toBe(true);
});

test('transparency is kept, per palette colour', () => {
  const rgba = Buffer.alloc(4 * 4 * 4);
  for (let pixel = 0; pixel < 16; pixel += 1) rgba.set(pixel < 8 ? [10, 20, 30, 0] : [200, 100, 50, 128], pixel * 4);
  const png = encodeIndexedPng(4, 4, rgba);
  expect(hasChunk(png, 'tRNS')).toBe(true);
  expect(decodePng(png).data.equals(rgba)).toBe(true);
});

test('a cover keeps its commonest colours exactly and its rare edge tones close, in under half the bytes', () => {
  const cover = renderCover(115, '#e85a8c', COVER_RECT_SIZE);
  const png = cover.toIndexedPng();
  const decoded = decodePng(png).data;
  const pixels = decoded.length / 4;
  let same = 0;
  let farOff = 0;
  let totalError = 0;
  for (let offset = 0; offset < decoded.length; offset += 4) {
    if (decoded.readUInt32BE(offset) === cover.data.readUInt32BE(offset)) same += 1;
    let worstChannel = 0;
    for (let channel = 0; channel < 4; channel += 1) {
      const error = Math.abs((decoded[offset + channel] as number) - (cover.data[offset + channel] as number));
      totalError += error;
      worstChannel = Math.max(worstChannel, error);
    }
    if (worstChannel > 32) farOff += 1;
  }
  expect(same / pixels).toBeGreaterThan(0.97);
  expect(totalError / decoded.length).toBeLessThan(0.5);
  // A rare edge tone takes a palette colour near it (the palette keeps slots for such tones).
  expect(farOff / pixels).toBeLessThan(0.001);
  expect(png.length).toBeLessThan(cover.toPng().length / 2);
});
