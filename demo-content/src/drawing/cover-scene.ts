import type { Prng } from '../prng';
import { mixColor, parseHexColor, type Raster, type Rgb, tint, WHITE } from './raster';
import { circle, ellipse, star, subtract, union } from './shapes';

/** The backdrop of a generated cover: a sky of one time of day, things in it and a ground. */
export interface Scene {
  sky: readonly [Rgb, Rgb];
  kind: 'day' | 'sunset' | 'night' | 'dream';
}

const SKIES: Record<Scene['kind'], readonly [string, string]> = {
  day: ['#6ec6f5', '#d9f3ff'],
  sunset: ['#ff8fa3', '#ffd89b'],
  night: ['#1c2159', '#5a4a9c'],
  dream: ['#c9a7f5', '#ffe3f1'],
};

export function pickScene(prng: Prng, titleColor: Rgb): Scene {
  const kind = prng.pick(['day', 'day', 'sunset', 'night', 'dream'] as const);
  // A touch of the title colour in the sky keeps covers of one title family recognisable.
  const [top, bottom] = SKIES[kind].map((hex) => mixColor(parseHexColor(hex), titleColor, 0.18));
  return { kind, sky: [top as Rgb, bottom as Rgb] };
}

const SUN: Rgb = [255, 214, 74];
const MOON: Rgb = [255, 244, 200];
const CLOUD: Rgb = [255, 255, 255];

export function drawCloud(raster: Raster, cx: number, cy: number, size: number, color: Rgb): void {
  const puff = union(
    ellipse(cx, cy + size * 0.15, size * 1.1, size * 0.42),
    circle(cx - size * 0.45, cy, size * 0.42),
    circle(cx + size * 0.1, cy - size * 0.22, size * 0.55),
    circle(cx + size * 0.6, cy + size * 0.02, size * 0.38),
  );
  raster.fillShape(puff, color, 0.95);
}

function drawSkyThings(raster: Raster, prng: Prng, scene: Scene, unit: number): void {
  const { width, height } = raster;
  const left = prng.next() < 0.5;
  const lightX = width * (left ? 0.2 : 0.8);
  const lightY = height * 0.14;
  if (scene.kind === 'night') {
    for (let i = 0; i < 16; i += 1) {
      const size = unit * (3 + prng.next() * 6);
      raster.fillShape(star(prng.next() * width, prng.next() * height * 0.55, size, size * 0.45), [255, 240, 170], 0.9);
    }
    const r = unit * 34;
    raster.fillShape(circle(lightX, lightY, r * 1.5), MOON, 0.15);
    raster.fillShape(subtract(circle(lightX, lightY, r), circle(lightX + r * 0.45, lightY - r * 0.3, r * 0.85)), MOON);
    return;
  }
  if (scene.kind === 'dream') {
    for (let i = 0; i < 10; i += 1) {
      const r = unit * (8 + prng.next() * 22);
      raster.fillShape(circle(prng.next() * width, prng.next() * height * 0.6, r), WHITE, 0.35);
    }
  } else {
    const r = unit * (scene.kind === 'sunset' ? 46 : 32);
    const sunY = scene.kind === 'sunset' ? height * 0.3 : lightY;
    raster.fillShape(circle(lightX, sunY, r * 1.45), SUN, 0.25);
    raster.fillShape(circle(lightX, sunY, r), scene.kind === 'sunset' ? [255, 170, 90] : SUN);
  }
  const cloudColor = scene.kind === 'sunset' ? tint([255, 160, 170], 0.5) : CLOUD;
  const clouds = prng.int(2, 3);
  for (let i = 0; i < clouds; i += 1) {
    const x = (width * (i + 0.3 + prng.next() * 0.4)) / clouds;
    drawCloud(raster, x, height * (0.08 + prng.next() * 0.25), unit * (22 + prng.next() * 14), cloudColor);
  }
}

type Ground = 'hills' | 'sea' | 'town' | 'flowers';

function drawHills(raster: Raster, prng: Prng, horizon: number, color: Rgb, unit: number): void {
  const phase = prng.next() * 6;
  const back = mixColor(color, WHITE, 0.35);
  raster.fillBelow((x) => horizon - unit * 26 + Math.sin(x / (unit * 70) + phase) * unit * 22, back);
  raster.fillBelow((x) => horizon + Math.sin(x / (unit * 55) + phase * 2) * unit * 16, color);
}

function drawSea(raster: Raster, prng: Prng, horizon: number, unit: number, night: boolean): void {
  const sea: Rgb = night ? [44, 66, 140] : [64, 170, 230];
  raster.fillBelow(() => horizon, sea);
  for (let row = 0; row < 4; row += 1) {
    const y = horizon + unit * (14 + row * 26);
    const phase = prng.next() * 6;
    raster.fillBelow((x) => y + Math.sin(x / (unit * 14) + phase) * unit * 4, mixColor(sea, WHITE, 0.12 * (row + 1)));
  }
}

function drawTown(raster: Raster, prng: Prng, horizon: number, unit: number, night: boolean): void {
  const wall: Rgb = night ? [60, 58, 110] : [250, 236, 214];
  const lit: Rgb = night ? [255, 222, 120] : [120, 190, 235];
  const roofs: Rgb[] = [
    [232, 92, 92],
    [92, 150, 232],
    [240, 160, 60],
    [120, 190, 110],
  ];
  let x = -prng.next() * unit * 20;
  while (x < raster.width) {
    const w = unit * (44 + prng.next() * 40);
    const h = unit * (60 + prng.next() * 90);
    const top = horizon - h;
    raster.fillRect(Math.round(x), Math.round(top), Math.round(w - unit * 4), raster.height, mixColor(wall, [0, 0, 0], prng.next() * 0.12));
    raster.fillRect(Math.round(x), Math.round(top), Math.round(w - unit * 4), Math.round(unit * 8), prng.pick(roofs));
    for (let wy = top + unit * 18; wy < horizon - unit * 12; wy += unit * 22) {
      for (let wx = x + unit * 8; wx < x + w - unit * 16; wx += unit * 18) {
        raster.fillRect(Math.round(wx), Math.round(wy), Math.round(unit * 9), Math.round(unit * 11), lit);
      }
    }
    x += w;
  }
  raster.fillBelow(() => horizon, night ? [70, 90, 80] : [150, 210, 120]);
}

function drawFlowers(raster: Raster, prng: Prng, horizon: number, unit: number): void {
  drawHills(raster, prng, horizon, [140, 212, 110], unit);
  const petals: Rgb[] = [
    [255, 120, 160],
    [255, 255, 255],
    [255, 210, 80],
    [190, 140, 255],
  ];
  for (let i = 0; i < 18; i += 1) {
    const x = prng.next() * raster.width;
    const y = horizon + unit * 10 + prng.next() * (raster.height - horizon);
    const r = unit * (5 + prng.next() * 4);
    const color = prng.pick(petals);
    const bloom = union(...[0, 1, 2, 3, 4].map((p) => circle(x + Math.cos(p * 1.257) * r, y + Math.sin(p * 1.257) * r, r * 0.75)));
    raster.fillShape(bloom, color);
    raster.fillShape(circle(x, y, r * 0.55), [255, 200, 60]);
  }
}

/** Sky, sky things and ground; the ground line is at `horizon`. */
export function drawScene(raster: Raster, prng: Prng, scene: Scene, horizon: number, unit: number): void {
  raster.fillVerticalGradient(0, 0, raster.width, raster.height, scene.sky[0], scene.sky[1]);
  drawSkyThings(raster, prng, scene, unit);
  const night = scene.kind === 'night';
  const ground = prng.pick<Ground>(['hills', 'sea', 'town', 'flowers']);
  if (ground === 'sea') drawSea(raster, prng, horizon, unit, night);
  else if (ground === 'town') drawTown(raster, prng, horizon, unit, night);
  else if (ground === 'flowers') drawFlowers(raster, prng, horizon, unit);
  else drawHills(raster, prng, horizon, night ? [60, 110, 90] : [120, 200, 110], unit);
}

/** A few white twinkles over everything, the finishing touch of a cover. */
export function drawSparkles(raster: Raster, prng: Prng, unit: number): void {
  for (let i = 0; i < 4; i += 1) {
    const size = unit * (7 + prng.next() * 8);
    const x = prng.next() * raster.width;
    const y = prng.next() * raster.height * 0.5;
    raster.fillShape(star(x, y, size, size * 0.25, 4), WHITE, 0.9);
  }
}
