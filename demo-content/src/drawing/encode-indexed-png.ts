import { deflateSync } from 'node:zlib';
import { pngFile } from './encode-png';

/** A PNG palette holds at most this many colours. */
const PALETTE_SIZE = 256;

/** Palette slots kept for rare colours far from every common one (choosePalette). */
const OUTLIER_SLOTS = 32;

/** Squared distance of two colours (RGBA packed as read from the buffer) over all four channels. */
function distance(colour: number, other: number): number {
  let sum = 0;
  for (let shift = 0; shift < 32; shift += 8) {
    const delta = ((colour >>> shift) & 0xff) - ((other >>> shift) & 0xff);
    sum += delta * delta;
  }
  return sum;
}

/** Index of the palette colour nearest to `colour`. */
function nearest(colour: number, palette: readonly number[]): number {
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (let index = 0; index < palette.length; index += 1) {
    const candidate = distance(colour, palette[index] as number);
    if (candidate < bestDistance) {
      best = index;
      bestDistance = candidate;
    }
  }
  return best;
}

/**
 * The palette of a drawing: all its colours when they fit; else the commonest, then, for the
 * last slots, the colours that the commonest would represent worst (pixels times squared
 * distance), the in-between tones of anti-aliased edges that have no near neighbour.
 */
function choosePalette(counts: Map<number, number>): number[] {
  const byCount = [...counts.entries()].sort(([colourA, countA], [colourB, countB]) => countB - countA || colourA - colourB);
  if (byCount.length <= PALETTE_SIZE) return byCount.map(([colour]) => colour);
  const common = byCount.slice(0, PALETTE_SIZE - OUTLIER_SLOTS).map(([colour]) => colour);
  const outliers = byCount
    .slice(common.length)
    .map(([colour, count]) => ({ colour, cost: count * distance(colour, common[nearest(colour, common)] as number) }))
    .sort((a, b) => b.cost - a.cost || a.colour - b.colour)
    .slice(0, OUTLIER_SLOTS)
    .map(({ colour }) => colour);
  return [...common, ...outliers];
}

/**
 * Encodes RGBA pixels as an 8-bit palette PNG (one byte a pixel instead of four): under half
 * the bytes of `encodePng` for the generated covers, thumbnails, icons and pages, which are what
 * a reader downloads most of (issue 11: up to ten covers load before the top page's first screen
 * is complete; a page on every turn). A drawing of 256 colours or fewer is encoded exactly;
 * above that (anti-aliased edges give about 2,000, over 97% of the pixels in the commonest 256)
 * the rarer colours take the nearest palette colour. The palette depends only on how many
 * pixels have each colour, so a scrambled page gets the palette of its unscrambled drawing.
 */
export function encodeIndexedPng(width: number, height: number, rgba: Buffer): Buffer {
  // Each pixel's four bytes as one number (the byte order is the machine's; it only has to be consistent).
  const aligned = rgba.byteOffset % 4 === 0 ? rgba : Buffer.from(rgba);
  const pixels = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
  const counts = new Map<number, number>();
  // Drawings are runs of one colour: a run is counted (and below, looked up) once.
  for (let start = 0; start < pixels.length; ) {
    const colour = pixels[start] as number;
    let end = start + 1;
    while (end < pixels.length && pixels[end] === colour) end += 1;
    counts.set(colour, (counts.get(colour) ?? 0) + end - start);
    start = end;
  }
  const palette = choosePalette(counts);
  const indexOf = new Map(palette.map((colour, index) => [colour, index]));

  const raw = Buffer.alloc((width + 1) * height);
  for (let row = 0; row < height; row += 1) {
    // The filter byte of each row stays 0 (none): flat colours compress well without one.
    let offset = row * (width + 1) + 1;
    let previous = -1;
    let index = 0;
    for (let column = 0; column < width; column += 1, offset += 1) {
      const pixel = pixels[row * width + column] as number;
      if (pixel !== previous) {
        previous = pixel;
        const known = indexOf.get(pixel);
        index = known ?? nearest(pixel, palette);
        if (known === undefined) indexOf.set(pixel, index);
      }
      raw[offset] = index;
    }
  }

  const rgbaOf = Buffer.from(new Uint32Array(palette).buffer);
  const plte = Buffer.alloc(palette.length * 3);
  const alpha = Buffer.alloc(palette.length);
  for (let index = 0; index < palette.length; index += 1) {
    rgbaOf.copy(plte, index * 3, index * 4, index * 4 + 3);
    alpha[index] = rgbaOf[index * 4 + 3] as number;
  }
  const opaque = alpha.every((value) => value === 0xff);
  return pngFile(width, height, 3, [
    ['PLTE', plte],
    ...(opaque ? [] : ([['tRNS', alpha]] as const)),
    ['IDAT', deflateSync(raw, { level: 9 })],
  ]);
}
