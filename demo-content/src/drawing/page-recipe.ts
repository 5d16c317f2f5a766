import { z } from 'zod';
import type { Prng } from '../prng';

/**
 * Page size: both sides divisible by 32, so the 4 x 4 scramble grid of version 2
 * (tile = floor(floor(size / 8) / 4) * 8) covers the whole page.
 */
export const PAGE_WIDTH = 768;
export const PAGE_HEIGHT = 1088;
const MARGIN = 40;
const GUTTER = 16;

const panelSchema = z.object({
  x: z.number().int(),
  y: z.number().int(),
  w: z.number().int(),
  h: z.number().int(),
  /** How much of the title colour is mixed with white: 0 = title colour, 1 = white. */
  shade: z.number().min(0).max(1),
  bubble: z.object({ cx: z.number().int(), cy: z.number().int(), rx: z.number().int(), ry: z.number().int() }).nullable(),
  figure: z.object({ cx: z.number().int(), baseY: z.number().int(), size: z.number().int() }).nullable(),
});

/** Everything the renderer needs to draw one page; stored as jsonb at seed time. */
export const pageRecipeSchema = z.object({
  color: z.string().regex(/^#[0-9a-f]{6}$/),
  titleId: z.number().int(),
  episodeIndex: z.number().int(),
  pageNo: z.number().int(),
  panels: z.array(panelSchema).min(1),
});
export type PageRecipe = z.infer<typeof pageRecipeSchema>;
export type PanelRecipe = z.infer<typeof panelSchema>;

function splitLength(prng: Prng, total: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => prng.int(2, 5));
  const sum = weights.reduce((a, b) => a + b, 0);
  const usable = total - GUTTER * (parts - 1);
  const lengths = weights.map((weight) => Math.floor((usable * weight) / sum));
  // Give the rounding remainder to the last part so panels end exactly at the margin.
  lengths[parts - 1] = (lengths[parts - 1] ?? 0) + usable - lengths.reduce((a, b) => a + b, 0);
  return lengths;
}

function panel(prng: Prng, x: number, y: number, w: number, h: number): PanelRecipe {
  const bubble =
    prng.next() < 0.55 && w > 160 && h > 140
      ? { cx: x + Math.floor(w * 0.7), cy: y + Math.floor(h * 0.3), rx: Math.floor(w * 0.2), ry: Math.floor(h * 0.16) }
      : null;
  const figure =
    prng.next() < 0.6 && h > 180
      ? { cx: x + Math.floor(w * (0.25 + prng.next() * 0.2)), baseY: y + h - 6, size: Math.floor(Math.min(w, h) * 0.55) }
      : null;
  return { x, y, w, h, shade: Math.round((0.35 + prng.next() * 0.5) * 100) / 100, bubble, figure };
}

/** A comic page layout: 3 or 4 rows of 1 to 3 panels inside the page margins. */
export function makePageRecipe(prng: Prng, color: string, titleId: number, episodeIndex: number, pageNo: number): PageRecipe {
  const rows = prng.int(3, 4);
  const heights = splitLength(prng, PAGE_HEIGHT - MARGIN * 2, rows);
  const panels: PanelRecipe[] = [];
  let y = MARGIN;
  for (const height of heights) {
    const columns = prng.int(1, 3);
    let x = MARGIN;
    for (const width of splitLength(prng, PAGE_WIDTH - MARGIN * 2, columns)) {
      panels.push(panel(prng, x, y, width, height));
      x += width + GUTTER;
    }
    y += height + GUTTER;
  }
  return { color, titleId, episodeIndex, pageNo, panels };
}
