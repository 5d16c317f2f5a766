import {
  MAX_SCALE,
  UNZOOMED,
  clampPan,
  clampScale,
  isZoomed,
  panBy,
  pinch,
  toggleAt,
  zoomAt,
  zoomTransform,
  type Point,
  type Zoom,
} from './zoom-state';

const box = { width: 400, height: 600 };
/** Where a page point (from the box centre) lands on screen under a zoom. */
const onScreen = (zoom: Zoom, point: Point): Point => ({ x: zoom.x + zoom.scale * point.x, y: zoom.y + zoom.scale * point.y });

test('the scale stays between 1 and 4', () => {
  expect(clampScale(0.3)).toBe(1);
  expect(clampScale(2.5)).toBe(2.5);
  expect(clampScale(9)).toBe(MAX_SCALE);
  expect(clampScale(Number.NaN)).toBe(1);
  expect(zoomAt(UNZOOMED, 10, { x: 0, y: 0 }, box).scale).toBe(4);
  expect(zoomAt({ scale: 2, x: 0, y: 0 }, 0.5, { x: 0, y: 0 }, box)).toEqual(UNZOOMED);
});

test('zooming keeps the point under the focal point where it is', () => {
  const focal = { x: 100, y: -150 };
  const zoomed = zoomAt(UNZOOMED, 2, focal, box);
  // The page point that was under the focal point (the same point, unzoomed) is still there.
  expect(onScreen(zoomed, focal)).toEqual(focal);
  const further = zoomAt(zoomed, 3, { x: -50, y: 20 }, box);
  const pagePoint = { x: (-50 - zoomed.x) / zoomed.scale, y: (20 - zoomed.y) / zoomed.scale };
  const landed = onScreen(further, pagePoint);
  expect(landed.x).toBeCloseTo(-50);
  expect(landed.y).toBeCloseTo(20);
});

test('the pan never lets the page leave the place of the box', () => {
  const zoomed = { scale: 2, x: 0, y: 0 };
  // At 2x the page is 800 x 1200: its centre may move 200 px sideways and 300 px up or down.
  expect(panBy(zoomed, 1000, -1000, box)).toEqual({ scale: 2, x: 200, y: -300 });
  expect(panBy(zoomed, -50, 40, box)).toEqual({ scale: 2, x: -50, y: 40 });
  // Unzoomed, nothing moves.
  expect(panBy(UNZOOMED, 30, 30, box)).toEqual(UNZOOMED);
  // Zooming out brings a far pan back within the smaller page.
  expect(clampPan({ scale: 1.5, x: 200, y: -300 }, box)).toEqual({ scale: 1.5, x: 100, y: -150 });
  // A focal point at the corner of the screen cannot push the page off it either.
  expect(zoomAt(UNZOOMED, 4, { x: 5000, y: 5000 }, box)).toEqual({ scale: 4, x: -600, y: -900 });
});

test('a pinch scales with the spread of the fingers, around the point between them, and follows it', () => {
  const spread = pinch(
    UNZOOMED,
    [
      { x: -50, y: 0 },
      { x: 50, y: 0 },
    ],
    [
      { x: -100, y: 0 },
      { x: 100, y: 0 },
    ],
    box,
  );
  expect(spread).toEqual({ scale: 2, x: 0, y: 0 });
  const moved = pinch(
    spread,
    [
      { x: -100, y: 0 },
      { x: 100, y: 0 },
    ],
    [
      { x: -70, y: 25 },
      { x: 130, y: 25 },
    ],
    box,
  );
  expect(moved).toEqual({ scale: 2, x: 30, y: 25 });
  const together = [
    { x: 0, y: 0 },
    { x: 0, y: 0 },
  ] as const;
  expect(pinch(spread, together, together, box)).toBe(spread);
});

test('a double tap zooms in at the tap and out again', () => {
  const zoomed = toggleAt(UNZOOMED, { x: 40, y: 60 }, box);
  expect(zoomed).toEqual({ scale: 2, x: -40, y: -60 });
  expect(isZoomed(zoomed)).toBe(true);
  expect(toggleAt(zoomed, { x: 0, y: 0 }, box)).toEqual(UNZOOMED);
});

test('the transform is set only while zoomed', () => {
  expect(zoomTransform(UNZOOMED)).toBeUndefined();
  expect(zoomTransform({ scale: 2, x: -40, y: 10 })).toBe('translate(-40px, 10px) scale(2)');
});
