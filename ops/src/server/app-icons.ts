import type { FastifyInstance } from 'fastify';
import { encodePng } from '@ciao/demo-content';

/** The brand colour of host/src/favicon.svg and index.html's theme-color. */
const BRAND: readonly [number, number, number] = [0xe4, 0x00, 0x7f];
const WHITE: readonly [number, number, number] = [0xff, 0xff, 0xff];
/** Samples per pixel side: edges drawn smooth (16 samples a pixel). */
const SUPERSAMPLING = 4;
/**
 * The speech bubble's size in the icon: platforms cut app icons to a circle or a rounded square
 * (a maskable icon's safe zone is the centre circle of 80%), so it keeps clear of the edges.
 */
const BUBBLE_SCALE = 0.8;
/** Unhashed addresses: cached a day, as the favicon is (favicon.ts). */
const ICON_CACHE = 'public, max-age=86400';

/** Is the point (in favicon.svg's 32-unit square) in a rounded rectangle? */
function inRoundedRect(x: number, y: number, left: number, top: number, right: number, bottom: number, radius: number): boolean {
  if (x < left || x > right || y < top || y > bottom) return false;
  const dx = Math.max(left + radius - x, 0, x - (right - radius));
  const dy = Math.max(top + radius - y, 0, y - (bottom - radius));
  return dx * dx + dy * dy <= radius * radius;
}

/** favicon.svg's bubble: a rounded box (5,9)-(27,22) with a tail down to (10,26), and three dots. */
function colourAt(x: number, y: number): readonly [number, number, number] {
  const inTail = y >= 22 && y <= 26 && x >= 10 && x <= 15 - ((y - 22) * 5) / 4;
  if (!inRoundedRect(x, y, 5, 9, 27, 22, 3) && !inTail) return BRAND;
  const inDot = [11.5, 16, 20.5].some((cx) => (x - cx) ** 2 + (y - 15.5) ** 2 <= 1.6 ** 2);
  return inDot ? BRAND : WHITE;
}

/**
 * The site's icon as a square PNG of `size` pixels, drawn from the shapes of host/src/favicon.svg
 * (browsers ask for PNGs in a manifest, and iOS's home screen only takes a PNG): full-bleed, as
 * platforms round or mask it themselves.
 */
export function drawAppIcon(size: number): Buffer {
  const rgba = Buffer.alloc(size * size * 4);
  const samples = SUPERSAMPLING * SUPERSAMPLING;
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < SUPERSAMPLING; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLING; sx += 1) {
          // The pixel's sample in the 32-unit square, the bubble scaled about the centre.
          const u = ((column + (sx + 0.5) / SUPERSAMPLING) / size) * 32;
          const v = ((row + (sy + 0.5) / SUPERSAMPLING) / size) * 32;
          const colour = colourAt(16 + (u - 16) / BUBBLE_SCALE, 16 + (v - 16) / BUBBLE_SCALE);
          for (let channel = 0; channel < 3; channel += 1) sum[channel] = (sum[channel] ?? 0) + (colour[channel] ?? 0);
        }
      }
      const offset = (row * size + column) * 4;
      for (let channel = 0; channel < 3; channel += 1) rgba[offset + channel] = Math.round((sum[channel] ?? 0) / samples);
      rgba[offset + 3] = 255;
    }
  }
  return encodePng(size, size, rgba);
}

/** The sizes browsers ask a manifest for (Chrome's install prompt: 192 and 512), and iOS's home screen icon (180). */
export const MANIFEST_ICON_SIZES = [192, 512] as const;
const APPLE_TOUCH_ICON_SIZE = 180;

/** The web app manifest, in the site's language (Japanese first, as index.html). */
export function webAppManifest(): Record<string, unknown> {
  return {
    name: 'ちゃおコミ',
    short_name: 'ちゃおコミ',
    description: 'ちゃおコミは、ちゃおのまんがを無料で読めるサイトです。',
    lang: 'ja',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#e4007f',
    background_color: '#ffffff',
    icons: [
      ...MANIFEST_ICON_SIZES.map((size) => ({
        src: `/icons/icon-${size}.png`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any maskable',
      })),
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

/**
 * `/manifest.webmanifest`, its icons and `/apple-touch-icon.png` (linked from host/src/index.html;
 * iOS also asks for the address on its own). Drawn once, on the first request for each.
 */
export function registerAppIcons(app: FastifyInstance): void {
  const drawn = new Map<number, Buffer>();
  const icon = (size: number) => {
    if (!drawn.has(size)) drawn.set(size, drawAppIcon(size));
    return drawn.get(size);
  };
  const manifest = JSON.stringify(webAppManifest());
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply.header('cache-control', ICON_CACHE).type('application/manifest+json').send(manifest),
  );
  for (const size of MANIFEST_ICON_SIZES) {
    app.get(`/icons/icon-${size}.png`, async (_request, reply) =>
      reply.header('cache-control', ICON_CACHE).type('image/png').send(icon(size)),
    );
  }
  for (const url of ['/apple-touch-icon.png', '/apple-touch-icon-precomposed.png']) {
    app.get(url, async (_request, reply) => reply.header('cache-control', ICON_CACHE).type('image/png').send(icon(APPLE_TOUCH_ICON_SIZE)));
  }
}
