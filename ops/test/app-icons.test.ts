/**
 * @jest-environment node
 */
import Fastify from 'fastify';
import { decodePng } from '../../test-support/decode-png';
import { registerAppIcons } from '../src/server/app-icons';

const pixel = (png: { width: number; data: Buffer }, x: number, y: number) => [
  ...png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 4),
];

describe('the web app manifest and its icons', () => {
  it('names the app, its start, display and colours, and icons in the sizes browsers ask for, each served as a PNG of that size', async () => {
    const app = Fastify();
    registerAppIcons(app);
    const answer = await app.inject({ url: '/manifest.webmanifest' });
    expect(answer.headers['content-type']).toContain('application/manifest+json');
    const manifest = answer.json() as {
      name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ name: 'ちゃおコミ', start_url: '/', display: 'standalone', theme_color: '#e4007f' });
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const { src, sizes } of [...pngs, { src: '/apple-touch-icon.png', sizes: '180x180' }]) {
      const icon = await app.inject({ url: src });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers['content-type']).toBe('image/png');
      const png = decodePng(icon.rawPayload);
      expect(`${png.width}x${png.height}`).toBe(sizes);
      // The brand colour at the corner, the white bubble left of centre, a brand-coloured dot at the centre.
      expect(pixel(png, 0, 0)).toEqual([0xe4, 0x00, 0x7f, 255]);
      expect(pixel(png, Math.round(png.width * 0.3), Math.round(png.height * 0.4))).toEqual([255, 255, 255, 255]);
      expect(pixel(png, Math.round(png.width * 0.5), Math.round(png.height * 0.484))).toEqual([0xe4, 0x00, 0x7f, 255]);
    }
    await app.close();
  });
});
