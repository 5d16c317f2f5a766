import { PNG } from 'pngjs';

/**
 * Decodes a PNG into RGBA pixels, for tests that compare a served or encoded image with its
 * drawing. A test tool (pngjs is a development dependency): the site only encodes PNGs
 * (demo-content/src/drawing/encode-png.ts).
 */
export function decodePng(bytes: Buffer): { width: number; height: number; data: Buffer } {
  const png = PNG.sync.read(bytes);
  return { width: png.width, height: png.height, data: png.data };
}
