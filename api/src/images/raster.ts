import { PNG } from 'pngjs';
import { encodePng } from './encode-png';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphRows, textWidth } from './bitmap-font';

export type Rgb = readonly [number, number, number];
export const WHITE: Rgb = [255, 255, 255];
export const BLACK: Rgb = [0, 0, 0];

export function parseHexColor(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const mix = (from: number, to: number, amount: number) => Math.round(from + (to - from) * amount);

/** `amount` 0 keeps the colour, 1 gives white. */
export function tint(color: Rgb, amount: number): Rgb {
  return [mix(color[0], 255, amount), mix(color[1], 255, amount), mix(color[2], 255, amount)];
}

/** `amount` 0 keeps the colour, 1 gives black. */
export function shadeDark(color: Rgb, amount: number): Rgb {
  return [mix(color[0], 0, amount), mix(color[1], 0, amount), mix(color[2], 0, amount)];
}

/** An RGBA pixel buffer with the few drawing operations the generated images need. */
export class Raster {
  readonly data: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = WHITE,
  ) {
    this.data = Buffer.alloc(width * height * 4, 255);
    this.fillRect(0, 0, width, height, background);
  }

  setPixel(x: number, y: number, color: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const offset = (y * this.width + x) * 4;
    this.data[offset] = color[0];
    this.data[offset + 1] = color[1];
    this.data[offset + 2] = color[2];
    this.data[offset + 3] = 255;
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb): void {
    const x0 = Math.max(0, x);
    const y0 = Math.max(0, y);
    const x1 = Math.min(this.width, x + w);
    const y1 = Math.min(this.height, y + h);
    for (let row = y0; row < y1; row += 1) {
      for (let col = x0; col < x1; col += 1) this.setPixel(col, row, color);
    }
  }

  strokeRect(x: number, y: number, w: number, h: number, thickness: number, color: Rgb): void {
    this.fillRect(x, y, w, thickness, color);
    this.fillRect(x, y + h - thickness, w, thickness, color);
    this.fillRect(x, y, thickness, h, color);
    this.fillRect(x + w - thickness, y, thickness, h, color);
  }

  fillEllipse(cx: number, cy: number, rx: number, ry: number, color: Rgb): void {
    if (rx <= 0 || ry <= 0) return;
    for (let dy = -ry; dy <= ry; dy += 1) {
      const half = Math.floor(rx * Math.sqrt(1 - (dy * dy) / (ry * ry)));
      this.fillRect(cx - half, cy + dy, half * 2 + 1, 1, color);
    }
  }

  /** `text` in the 5 x 7 font, each font pixel drawn as a scale x scale square. */
  drawText(text: string, x: number, y: number, scale: number, color: Rgb): void {
    [...text].forEach((char, index) => {
      const left = x + index * (GLYPH_WIDTH + 1) * scale;
      glyphRows(char).forEach((bits, row) => {
        for (let col = 0; col < GLYPH_WIDTH; col += 1) {
          if (bits & (1 << (GLYPH_WIDTH - 1 - col))) this.fillRect(left + col * scale, y + row * scale, scale, scale, color);
        }
      });
    });
  }

  drawTextCentered(text: string, cx: number, cy: number, scale: number, color: Rgb): void {
    this.drawText(text, Math.round(cx - textWidth(text, scale) / 2), Math.round(cy - (GLYPH_HEIGHT * scale) / 2), scale, color);
  }

  toPng(): Buffer {
    return encodePng(this.width, this.height, this.data);
  }
}

/** Decodes a PNG into an RGBA buffer (tests, and anything that needs pixels back); pngjs's decoder is fast enough. */
export function decodePng(bytes: Buffer): { width: number; height: number; data: Buffer } {
  const png = PNG.sync.read(bytes);
  return { width: png.width, height: png.height, data: png.data };
}
