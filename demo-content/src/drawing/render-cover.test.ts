/** @jest-environment node */
import { COVER_RECT_SIZE, COVER_SIZE, renderCover, renderEpisodeThumb, renderGenreIcon } from './render-cover';
import { BLACK, Raster, WHITE } from './raster';
import { circle, ellipse, union } from './shapes';

const distinctColours = (raster: Raster) => {
  const seen = new Set<number>();
  for (let offset = 0; offset < raster.data.length; offset += 4) seen.add(raster.data.readUIntBE(offset, 3));
  return seen.size;
};

test('a title always gets the same cover, and two titles get different ones', () => {
  const first = renderCover(101, '#e85a8c', COVER_SIZE);
  expect(renderCover(101, '#e85a8c', COVER_SIZE).data.equals(first.data)).toBe(true);
  expect(renderCover(102, '#e85a8c', COVER_SIZE).data.equals(first.data)).toBe(false);
});

test('covers, thumbnails and genre icons are illustrations with smooth edges, not a few flat colours', () => {
  for (const raster of [
    renderCover(101, '#e85a8c', COVER_SIZE),
    renderCover(101, '#e85a8c', COVER_RECT_SIZE),
    renderEpisodeThumb(101, 1, '#e85a8c'),
    renderGenreIcon(1, '恋愛', '#4a90d9'),
  ]) {
    expect(distinctColours(raster)).toBeGreaterThan(40);
  }
});

test('each episode of a title gets a thumbnail of its own', () => {
  expect(renderEpisodeThumb(101, 1, '#4a90d9').data.equals(renderEpisodeThumb(101, 2, '#4a90d9').data)).toBe(false);
});

test('fillShape covers each pixel as far as its centre lies inside the shape, also where it skips along a row', () => {
  const shape = union(circle(40, 30, 21.3), ellipse(70, 40, 18, 9.5));
  const raster = new Raster(100, 60, WHITE);
  raster.fillShape(shape, BLACK);
  for (let y = 0; y < 60; y += 1) {
    for (let x = 0; x < 100; x += 1) {
      const coverage = Math.min(1, Math.max(0, 0.5 - shape.distance(x + 0.5, y + 0.5)));
      expect([x, y, raster.data[(y * 100 + x) * 4]]).toEqual([x, y, Math.round(255 * (1 - coverage))]);
    }
  }
});
