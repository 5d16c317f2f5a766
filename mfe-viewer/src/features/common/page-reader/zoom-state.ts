/**
 * Zoom and pan of the page box, as plain values: the box is drawn with
 * `translate(x, y) scale(scale)` around its centre, so a point `c` of the page (from the box
 * centre, unzoomed) lands at `(x, y) + scale * c` on screen (also from the box centre).
 */
export interface Zoom {
  scale: number;
  /** The pan, in CSS pixels, of the box centre from where it sits unzoomed. */
  x: number;
  y: number;
}

/** The page box's unzoomed size (layout size; a transform does not change it). */
export interface BoxSize {
  width: number;
  height: number;
}

/** A point on screen, measured from the unzoomed box centre. */
export interface Point {
  x: number;
  y: number;
}

export const MIN_SCALE = 1;
export const MAX_SCALE = 4;
/** One press of +/- or of the menu's buttons. */
export const ZOOM_STEP = 1.5;
/** A double tap zooms to this (or back to 1 when already zoomed). */
export const DOUBLE_TAP_SCALE = 2;
export const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 };

export const isZoomed = (zoom: Zoom): boolean => zoom.scale > MIN_SCALE;

export const clampScale = (scale: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, Number.isFinite(scale) ? scale : MIN_SCALE));

const clampTo = (value: number, limit: number): number => Math.min(limit, Math.max(-limit, value));

/**
 * Keeps the zoomed page covering the place of the unzoomed box: an edge of the page never
 * comes inside that place, so the page never leaves the screen and no empty band opens.
 */
export function clampPan(zoom: Zoom, box: BoxSize): Zoom {
  const scale = clampScale(zoom.scale);
  const x = clampTo(zoom.x, ((scale - 1) * box.width) / 2);
  const y = clampTo(zoom.y, ((scale - 1) * box.height) / 2);
  // No negative zero: unzoomed is exactly UNZOOMED.
  return { scale, x: x === 0 ? 0 : x, y: y === 0 ? 0 : y };
}

/** Zooms to `scale` keeping the page point under `focal` where it is (then clamped). */
export function zoomAt(zoom: Zoom, scale: number, focal: Point, box: BoxSize): Zoom {
  const next = clampScale(scale);
  const ratio = next / zoom.scale;
  return clampPan({ scale: next, x: focal.x - ratio * (focal.x - zoom.x), y: focal.y - ratio * (focal.y - zoom.y) }, box);
}

export function panBy(zoom: Zoom, dx: number, dy: number, box: BoxSize): Zoom {
  return clampPan({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, box);
}

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/**
 * Two fingers moved from `before` to `after`: the scale follows their spread, around the
 * point between them, and the page follows that point as it moves.
 */
export function pinch(zoom: Zoom, before: readonly [Point, Point], after: readonly [Point, Point], box: BoxSize): Zoom {
  const spreadBefore = distance(...before);
  if (spreadBefore === 0) return zoom;
  const from = middle(...before);
  const to = middle(...after);
  const zoomed = zoomAt(zoom, zoom.scale * (distance(...after) / spreadBefore), from, box);
  return panBy(zoomed, to.x - from.x, to.y - from.y, box);
}

/** A double tap: in to DOUBLE_TAP_SCALE at the tap, or back out when already zoomed. */
export function toggleAt(zoom: Zoom, focal: Point, box: BoxSize): Zoom {
  return isZoomed(zoom) ? UNZOOMED : zoomAt(zoom, DOUBLE_TAP_SCALE, focal, box);
}

/** The CSS transform of the page box (transform only: nothing around it moves, CLS stays 0). */
export function zoomTransform(zoom: Zoom): string | undefined {
  return isZoomed(zoom) ? `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` : undefined;
}
