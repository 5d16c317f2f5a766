import { encodePng } from './encode-png';
import { encodeIndexedPng } from './encode-indexed-png';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphRows, textWidth } from './bitmap-font';
import type { Shape } from './shapes';

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

/** `amount` 0 gives `from`, 1 gives `to`. */
export function mixColor(from: Rgb, to: Rgb, amount: number): Rgb {
  return [mix(from[0], to[0], amount), mix(from[1], to[1], amount), mix(from[2], to[2], amount)];
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

  /** Paints `color` over the pixel with `alpha` 0 (nothing) to 1 (opaque). */
  blendPixel(x: number, y: number, color: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height || alpha <= 0) return;
    if (alpha >= 1) {
      this.setPixel(x, y, color);
      return;
    }
    const offset = (y * this.width + x) * 4;
    const keep = 1 - Math.min(1, alpha);
    for (let channel = 0; channel < 3; channel += 1) {
      const below = this.data[offset + channel] as number;
      this.data[offset + channel] = Math.round(below * keep + (color[channel] as number) * (1 - keep));
    }
  }

  /**
   * Fills `shape` with anti-aliased edges: a pixel is covered as far as its centre is inside.
   * Far from the edge the distance says how many pixels along the row are all outside or all
   * inside, so those are skipped or filled without asking the shape again (halved, as the
   * ellipse and scallop distances are estimates, not exact).
   */
  fillShape(shape: Shape, color: Rgb, opacity = 1): void {
    const [left, top, right, bottom] = shape.box;
    const x0 = Math.max(0, Math.floor(left) - 1);
    const y0 = Math.max(0, Math.floor(top) - 1);
    const x1 = Math.min(this.width - 1, Math.ceil(right) + 1);
    const y1 = Math.min(this.height - 1, Math.ceil(bottom) + 1);
    for (let y = y0; y <= y1; y += 1) {
      let x = x0;
      while (x <= x1) {
        const distance = shape.distance(x + 0.5, y + 0.5);
        const sure = Math.max(1, Math.floor(Math.abs(distance) * 0.5) - 1);
        if (distance >= 1) {
          x += sure;
        } else if (distance <= -1) {
          const end = Math.min(x1 + 1, x + sure);
          for (; x < end; x += 1) this.blendPixel(x, y, color, opacity);
        } else {
          this.blendPixel(x, y, color, Math.min(1, 0.5 - distance) * opacity);
          x += 1;
        }
      }
    }
  }

  /** Fills everything below the curve y = `edge(x)`, with a smooth edge (hills, waves, horizons). */
  fillBelow(edge: (x: number) => number, color: Rgb): void {
    const tops = Array.from({ length: this.width }, (_, x) => edge(x + 0.5));
    // Below the lowest point of the curve every row is full: those are filled as one rectangle.
    const solid = Math.min(this.height, Math.max(0, Math.ceil(Math.max(...tops))));
    tops.forEach((top, x) => {
      const firstFull = Math.max(0, Math.ceil(top));
      this.blendPixel(x, firstFull - 1, color, firstFull - top);
      for (let y = firstFull; y < solid; y += 1) this.setPixel(x, y, color);
    });
    this.fillRect(0, solid, this.width, this.height - solid, color);
  }

  /** A top-to-bottom blend from `top` to `bottom` over the rows y to y + h. */
  fillVerticalGradient(x: number, y: number, w: number, h: number, top: Rgb, bottom: Rgb): void {
    for (let row = 0; row < h; row += 1) this.fillRect(x, y + row, w, 1, mixColor(top, bottom, h > 1 ? row / (h - 1) : 0));
  }

  /** Copies all of `source` onto this raster with its top left corner at (x, y); x and y must keep it inside. */
  drawRaster(source: Raster, x: number, y: number): void {
    for (let row = 0; row < source.height; row += 1) {
      const from = row * source.width * 4;
      source.data.copy(this.data, ((y + row) * this.width + x) * 4, from, from + source.width * 4);
    }
  }

  fillRect(x: number, y: number, w: number, h: number, color: Rgb): void {
    const x0 = Math.max(0, x);
    const y0 = Math.max(0, y);
    const x1 = Math.min(this.width, x + w);
    const y1 = Math.min(this.height, y + h);
    if (x1 <= x0 || y1 <= y0) return;
    // Paint the first row pixel by pixel, then copy it: pages and panels are mostly rectangles.
    for (let col = x0; col < x1; col += 1) this.setPixel(col, y0, color);
    const start = (y0 * this.width + x0) * 4;
    const end = start + (x1 - x0) * 4;
    for (let row = y0 + 1; row < y1; row += 1) this.data.copy(this.data, (row * this.width + x0) * 4, start, end);
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

  /** Lossless, every colour kept (tests compare against it). */
  toPng(): Buffer {
    return encodePng(this.width, this.height, this.data);
  }

  /** A palette PNG, 256 colours, under half the bytes: every image the API serves (encode-indexed-png.ts). */
  toIndexedPng(): Buffer {
    return encodeIndexedPng(this.width, this.height, this.data);
  }
}
