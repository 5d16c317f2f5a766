import type { Prng } from '../prng';
import { mixColor, type Raster, type Rgb, shadeDark, tint, WHITE } from './raster';
import { arcPoints, circle, ellipse, grow, intersect, type Shape, stroke, subtract, union } from './shapes';

const INK: Rgb = [58, 40, 52];
const CHEEK: Rgb = [255, 140, 160];
const SKIN: Rgb[] = [
  [255, 226, 204],
  [250, 212, 182],
  [232, 184, 140],
  [190, 132, 94],
];
const HAIR: Rgb[] = [
  [70, 48, 40],
  [120, 70, 40],
  [246, 196, 80],
  [238, 110, 150],
  [120, 92, 214],
  [50, 64, 150],
  [236, 128, 60],
];
const FUR: Rgb[] = [
  [250, 250, 250],
  [246, 176, 92],
  [170, 170, 180],
  [170, 120, 80],
];

type Kind = 'bangs' | 'buns' | 'pigtails' | 'cat' | 'bear' | 'bunny';

/** Where and how big the character stands: head centre and head radius. */
export interface Placement {
  cx: number;
  cy: number;
  r: number;
}

/** Draws `shape` with a dark outline around it, the comic look. */
function inked(raster: Raster, shape: Shape, fill: Rgb, line: number): void {
  raster.fillShape(grow(shape, line), INK);
  raster.fillShape(shape, fill);
}

function drawEyes(raster: Raster, prng: Prng, { cx, cy, r }: Placement, iris: Rgb): void {
  const style = prng.pick(['round', 'sparkle', 'happy'] as const);
  for (const side of [-1, 1]) {
    const x = cx + side * r * 0.36;
    const y = cy + r * 0.12;
    if (style === 'happy') {
      raster.fillShape(stroke(arcPoints(x, y + r * 0.06, r * 0.13, Math.PI * 1.1, Math.PI * 1.9), r * 0.07), INK);
      continue;
    }
    const big = style === 'sparkle';
    raster.fillShape(ellipse(x, y, r * (big ? 0.15 : 0.1), r * (big ? 0.2 : 0.14)), INK);
    if (big) raster.fillShape(ellipse(x, y + r * 0.06, r * 0.1, r * 0.1), iris);
    raster.fillShape(circle(x + r * 0.04, y - r * 0.06, r * (big ? 0.06 : 0.045)), WHITE);
    if (big) raster.fillShape(circle(x - r * 0.05, y + r * 0.09, r * 0.03), WHITE);
  }
  for (const side of [-1, 1]) raster.fillShape(ellipse(cx + side * r * 0.58, cy + r * 0.36, r * 0.14, r * 0.08), CHEEK, 0.55);
}

function drawMouth(raster: Raster, prng: Prng, { cx, cy, r }: Placement): void {
  const y = cy + r * 0.42;
  if (prng.next() < 0.5) {
    raster.fillShape(stroke(arcPoints(cx, y - r * 0.12, r * 0.16, Math.PI * 0.2, Math.PI * 0.8), r * 0.06), INK);
    return;
  }
  const mouth = intersect(circle(cx, y - r * 0.04, r * 0.15), ellipse(cx, y + r * 0.2, r * 0.4, r * 0.24));
  raster.fillShape(mouth, [150, 40, 60]);
  raster.fillShape(intersect(circle(cx, y + r * 0.13, r * 0.08), mouth), [255, 130, 140]);
}

function drawEars(raster: Raster, kind: Kind, { cx, cy, r }: Placement, fur: Rgb, line: number): void {
  const inner = tint(CHEEK, 0.3);
  for (const side of [-1, 1]) {
    if (kind === 'cat') {
      const ear = stroke(
        [
          [cx + side * r * 0.35, cy - r * 0.8],
          [cx + side * r * 0.78, cy - r * 1.12],
          [cx + side * r * 0.85, cy - r * 0.45],
        ],
        r * 0.3,
      );
      inked(raster, ear, fur, line);
      raster.fillShape(ellipse(cx + side * r * 0.66, cy - r * 0.72, r * 0.1, r * 0.16), inner);
    } else if (kind === 'bear') {
      inked(raster, circle(cx + side * r * 0.72, cy - r * 0.72, r * 0.3), fur, line);
      raster.fillShape(circle(cx + side * r * 0.72, cy - r * 0.72, r * 0.16), inner);
    } else {
      inked(raster, ellipse(cx + side * r * 0.36, cy - r * 1.25, r * 0.2, r * 0.55), fur, line);
      raster.fillShape(ellipse(cx + side * r * 0.36, cy - r * 1.2, r * 0.09, r * 0.4), inner);
    }
  }
}

/** Hair drawn behind the head: buns, pigtails or a long fall. */
function drawHairBack(raster: Raster, kind: Kind, { cx, cy, r }: Placement, hair: Rgb, line: number): void {
  if (kind === 'buns') {
    for (const side of [-1, 1]) inked(raster, circle(cx + side * r * 0.78, cy - r * 0.72, r * 0.34), hair, line);
  } else if (kind === 'pigtails') {
    for (const side of [-1, 1]) inked(raster, ellipse(cx + side * r * 1.08, cy + r * 0.25, r * 0.28, r * 0.62), hair, line);
  } else {
    inked(raster, ellipse(cx, cy + r * 0.35, r * 1.12, r * 1.2), hair, line);
  }
}

/** A fringe over the forehead: the top of the head cut by a scalloped line. */
function drawFringe(raster: Raster, { cx, cy, r }: Placement, hair: Rgb, line: number): void {
  const scallop: Shape = {
    distance: (x, y) => y - (cy - r * 0.22 + Math.abs(Math.sin(((x - cx) / r) * 4.2)) * r * 0.2),
    box: [cx - r, cy - r, cx + r, cy + r],
  };
  const fringe = intersect(circle(cx, cy, r + line * 0.5), scallop);
  raster.fillShape(grow(fringe, line), INK);
  raster.fillShape(fringe, hair);
  raster.fillShape(ellipse(cx - r * 0.35, cy - r * 0.62, r * 0.22, r * 0.07), tint(hair, 0.45), 0.8);
}

function drawRibbon(raster: Raster, { cx, cy, r }: Placement, color: Rgb, side: number, line: number): void {
  const x = cx + side * r * 0.7;
  const y = cy - r * 0.78;
  const bow = union(ellipse(x - r * 0.18, y, r * 0.2, r * 0.13), ellipse(x + r * 0.18, y, r * 0.2, r * 0.13), circle(x, y, r * 0.09));
  inked(raster, bow, color, line);
}

/**
 * A friendly character, drawn from the shoulders up: a child with one of three hairstyles,
 * or a cat, bear or bunny. Body in the title colour so the cover and the title belong together.
 */
export function drawCharacter(raster: Raster, prng: Prng, at: Placement, titleColor: Rgb): void {
  const { cx, cy, r } = at;
  const line = Math.max(2, r * 0.045);
  const kind = prng.pick<Kind>(['bangs', 'buns', 'pigtails', 'cat', 'bear', 'bunny']);
  const animal = kind === 'cat' || kind === 'bear' || kind === 'bunny';
  const face = animal ? prng.pick(FUR) : prng.pick(SKIN);
  const hair = prng.pick(HAIR);
  const outfit = mixColor(titleColor, WHITE, 0.1);

  const body = union(ellipse(cx, cy + r * 1.75, r * 1.05, r * 0.95), circle(cx, cy + r * 0.9, r * 0.3));
  inked(raster, body, outfit, line);
  raster.fillShape(subtract(ellipse(cx, cy + r * 0.98, r * 0.5, r * 0.22), ellipse(cx, cy + r * 0.86, r * 0.34, r * 0.16)), WHITE);
  if (animal) drawEars(raster, kind, at, face, line);
  else drawHairBack(raster, kind, at, hair, line);
  inked(raster, animal ? ellipse(cx, cy, r * 1.05, r * 0.95) : circle(cx, cy, r), face, line);
  if (!animal) drawFringe(raster, at, hair, line);
  if (kind === 'bear') raster.fillShape(ellipse(cx, cy + r * 0.38, r * 0.3, r * 0.22), tint(face, 0.5));
  drawEyes(raster, prng, at, shadeDark(titleColor, 0.3));
  if (animal) raster.fillShape(ellipse(cx, cy + r * 0.28, r * 0.07, r * 0.05), INK);
  drawMouth(raster, prng, at);
  if (kind === 'cat') {
    for (const side of [-1, 1]) {
      for (const tilt of [-0.08, 0.08]) {
        raster.fillShape(
          stroke(
            [
              [cx + side * r * 0.62, cy + r * 0.3 + tilt * r],
              [cx + side * r * 1.02, cy + r * 0.25 + tilt * r * 2.5],
            ],
            line * 0.7,
          ),
          INK,
        );
      }
    }
  }
  if (!animal && prng.next() < 0.6)
    drawRibbon(
      raster,
      at,
      prng.pick([
        [255, 90, 120],
        [255, 200, 60],
        [90, 200, 255],
      ] as Rgb[]),
      prng.pick([-1, 1]),
      line,
    );
}
