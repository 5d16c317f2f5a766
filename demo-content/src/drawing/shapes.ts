/**
 * Shapes as signed distance functions: the distance in pixels from a point to the shape's
 * edge, negative inside. Raster.fillShape turns the distance into anti-aliased coverage, so
 * any shape (and any union, cut or intersection of shapes) gets smooth edges for free.
 */
export type Point = readonly [number, number];
export interface Shape {
  distance(x: number, y: number): number;
  /** Bounding box [left, top, right, bottom]: pixels outside it are never visited. */
  box: readonly [number, number, number, number];
}

export function circle(cx: number, cy: number, r: number): Shape {
  return { distance: (x, y) => Math.hypot(x - cx, y - cy) - r, box: [cx - r, cy - r, cx + r, cy + r] };
}

export function ellipse(cx: number, cy: number, rx: number, ry: number): Shape {
  return {
    // Inigo Quilez's cheap ellipse distance: exact on the edge, which is all coverage needs.
    distance: (x, y) => {
      const px = x - cx;
      const py = y - cy;
      const k0 = Math.hypot(px / rx, py / ry);
      if (k0 === 0) return -Math.min(rx, ry);
      return (k0 * (k0 - 1)) / Math.hypot(px / (rx * rx), py / (ry * ry));
    },
    box: [cx - rx, cy - ry, cx + rx, cy + ry],
  };
}

function boxOf(points: readonly Point[], pad: number): Shape['box'] {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return [Math.min(...xs) - pad, Math.min(...ys) - pad, Math.max(...xs) + pad, Math.max(...ys) + pad];
}

function segmentDistance(x: number, y: number, a: Point, b: Point): number {
  const ex = b[0] - a[0];
  const ey = b[1] - a[1];
  const wx = x - a[0];
  const wy = y - a[1];
  const t = Math.max(0, Math.min(1, (wx * ex + wy * ey) / (ex * ex + ey * ey || 1)));
  return Math.hypot(wx - ex * t, wy - ey * t);
}

/** Any simple polygon (convex or not); inside by the even-odd rule. */
export function polygon(points: readonly Point[]): Shape {
  return {
    distance: (x, y) => {
      let nearest = Number.POSITIVE_INFINITY;
      let inside = false;
      for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
        const a = points[i] as Point;
        const b = points[j] as Point;
        nearest = Math.min(nearest, segmentDistance(x, y, a, b));
        if (a[1] > y !== b[1] > y && x < ((b[0] - a[0]) * (y - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
      }
      return inside ? -nearest : nearest;
    },
    box: boxOf(points, 0),
  };
}

/** A line through `points`, `width` wide with round ends and joins. */
export function stroke(points: readonly Point[], width: number): Shape {
  return {
    distance: (x, y) => {
      let nearest = Number.POSITIVE_INFINITY;
      for (let i = 1; i < points.length; i += 1)
        nearest = Math.min(nearest, segmentDistance(x, y, points[i - 1] as Point, points[i] as Point));
      return nearest - width / 2;
    },
    box: boxOf(points, width / 2),
  };
}

/** Points along an arc of a circle, angles in radians (0 = right, clockwise as y grows down). */
export function arcPoints(cx: number, cy: number, r: number, from: number, to: number, steps = 12): Point[] {
  return Array.from({ length: steps + 1 }, (_, i) => {
    const angle = from + ((to - from) * i) / steps;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
}

/** A star of `spikes` points between radii `outer` and `inner`, one point straight up. */
export function star(cx: number, cy: number, outer: number, inner: number, spikes = 5): Shape {
  const points = Array.from({ length: spikes * 2 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (Math.PI * i) / spikes;
    return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as const;
  });
  return polygon(points);
}

export function union(...shapes: Shape[]): Shape {
  return {
    distance: (x, y) => {
      let nearest = Number.POSITIVE_INFINITY;
      for (const shape of shapes) nearest = Math.min(nearest, shape.distance(x, y));
      return nearest;
    },
    box: [
      Math.min(...shapes.map((s) => s.box[0])),
      Math.min(...shapes.map((s) => s.box[1])),
      Math.max(...shapes.map((s) => s.box[2])),
      Math.max(...shapes.map((s) => s.box[3])),
    ],
  };
}

/** `shape` with `cut` taken out of it. */
export function subtract(shape: Shape, cut: Shape): Shape {
  return { distance: (x, y) => Math.max(shape.distance(x, y), -cut.distance(x, y)), box: shape.box };
}

/** Only the part of `shape` inside `within`. */
export function intersect(shape: Shape, within: Shape): Shape {
  return { distance: (x, y) => Math.max(shape.distance(x, y), within.distance(x, y)), box: shape.box };
}

/** `shape` grown by `by` pixels on every side (an outline is the grown shape drawn first). */
export function grow(shape: Shape, by: number): Shape {
  const [left, top, right, bottom] = shape.box;
  return { distance: (x, y) => shape.distance(x, y) - by, box: [left - by, top - by, right + by, bottom + by] };
}
