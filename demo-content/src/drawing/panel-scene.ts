import { createPrng, type Prng } from '../prng';
import { drawCloud, pickScene, type Scene } from './cover-scene';
import { mixColor, type Raster, type Rgb, shadeDark, tint, WHITE } from './raster';
import { circle } from './shapes';

/** Where the panels of one page take place: outdoors under one sky, or in one room. */
export type PageSetting = { kind: 'outdoor'; scene: Scene } | { kind: 'indoor'; wall: Rgb; floor: Rgb };

const FLOORS: Rgb[] = [
  [196, 150, 110],
  [170, 190, 210],
  [214, 190, 150],
];

/** One setting per page, seeded by title, episode and page, so a page reads as one place. */
export function pickPageSetting(titleId: number, episodeIndex: number, pageNo: number, color: Rgb): PageSetting {
  const prng = createPrng(Math.imul(titleId * 1000 + episodeIndex, 0x2c1b3c6d) ^ Math.imul(pageNo + 1, 0x297a2d39));
  if (prng.next() < 0.6) return { kind: 'outdoor', scene: pickScene(prng, color) };
  // The wall is pale, so black outlines, speech bubbles and the character stand out on it.
  return { kind: 'indoor', wall: mixColor(tint(color, 0.75), [255, 244, 226], 0.4), floor: prng.pick(FLOORS) };
}

/** The room of an indoor panel: wall, a skirting line, floor and a window where no bubble hides it. */
function drawRoom(raster: Raster, prng: Prng, wall: Rgb, floor: Rgb, horizon: number, skyCovered: boolean): void {
  const { width, height } = raster;
  raster.fillVerticalGradient(0, 0, width, horizon, tint(wall, 0.25), wall);
  if (!skyCovered) {
    const w = Math.round(width * 0.24);
    const h = Math.round(horizon * 0.45);
    const x = Math.round(width * 0.66);
    const y = Math.round(horizon * 0.15);
    raster.fillRect(x - 5, y - 5, w + 10, h + 10, shadeDark(wall, 0.35));
    raster.fillVerticalGradient(x, y, w, h, [140, 206, 245], [214, 240, 255]);
    raster.fillRect(x + Math.round(w / 2) - 2, y, 4, h, shadeDark(wall, 0.35));
    raster.fillRect(x, y + Math.round(h / 2) - 2, w, 4, shadeDark(wall, 0.35));
  }
  raster.fillRect(0, horizon - 6, width, 6, shadeDark(wall, 0.25));
  raster.fillVerticalGradient(0, horizon, width, height - horizon, floor, shadeDark(floor, 0.18));
  // Floorboards: a few lines in perspective, wider apart towards the viewer.
  const lineColor = shadeDark(floor, 0.25);
  const offset = prng.next() * 0.2;
  for (let i = 1; i <= 5; i += 1) {
    const x = Math.round(width * (i / 6 + offset - 0.1));
    raster.fillRect(x, horizon, 2, height - horizon, lineColor);
  }
}

/** The sky of an outdoor panel with a light and a cloud where no bubble hides them, then hills. */
function drawOutdoors(raster: Raster, prng: Prng, scene: Scene, horizon: number, skyCovered: boolean): void {
  const { width, height } = raster;
  const night = scene.kind === 'night';
  raster.fillVerticalGradient(0, 0, width, horizon, scene.sky[0], scene.sky[1]);
  const unit = Math.min(width, height) / 300;
  if (!skyCovered) {
    const x = width * (0.7 + prng.next() * 0.15);
    const y = horizon * 0.3;
    const light: Rgb = night ? [255, 244, 200] : scene.kind === 'sunset' ? [255, 170, 90] : [255, 214, 74];
    raster.fillShape(circle(x, y, unit * 30), light, 0.25);
    raster.fillShape(circle(x, y, unit * 20), light);
  }
  if (!night) {
    const x = width * (0.1 + prng.next() * 0.4);
    const y = horizon * (0.2 + prng.next() * 0.2);
    drawCloud(raster, x, y, unit * 22, scene.kind === 'sunset' ? tint([255, 160, 170], 0.5) : WHITE);
  }
  const grass: Rgb = night ? [60, 110, 90] : [120, 200, 110];
  const phase = prng.next() * 6;
  raster.fillBelow((x) => horizon - unit * 18 + Math.sin(x / (unit * 60) + phase) * unit * 14, mixColor(grass, WHITE, 0.35));
  raster.fillBelow((x) => horizon + Math.sin(x / (unit * 45) + phase * 2) * unit * 8, grass);
}

/**
 * The background of one panel, drawn on a raster of the panel's size: the page's setting seen
 * with the ground line at a height of the panel's own. Things that would sit behind a speech
 * bubble or a label (sun, window) are left out where `skyCovered` says the top of the panel is taken.
 */
export function drawPanelScene(raster: Raster, setting: PageSetting, panelSeed: number, skyCovered: boolean): void {
  const prng = createPrng(panelSeed);
  const horizon = Math.round(raster.height * (0.6 + prng.next() * 0.15));
  if (setting.kind === 'indoor') drawRoom(raster, prng, setting.wall, setting.floor, horizon, skyCovered);
  else drawOutdoors(raster, prng, setting.scene, horizon, skyCovered);
}
