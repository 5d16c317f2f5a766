import { textWidth } from './bitmap-font';
import type { PageRecipe, PanelRecipe } from './page-recipe';
import { drawPanelScene, pickPageSetting } from './panel-scene';
import { BLACK, parseHexColor, Raster, type Rgb, WHITE } from './raster';
import { drawTitleCharacter } from './render-cover';
import { ellipse, grow, polygon, stroke } from './shapes';

const BORDER = 6;
const INK: Rgb = [40, 32, 40];
const DIALOGUE: Rgb = [150, 150, 160];

type Figure = NonNullable<PanelRecipe['figure']>;
type Bubble = NonNullable<PanelRecipe['bubble']>;

/** The head of the character standing at `figure`, in panel coordinates (x and y relative to the panel). */
function headOf(figure: Figure, panel: PanelRecipe) {
  // Shoulders up, as on the cover: the body runs on below the panel's frame, as in comics.
  const r = figure.size * 0.28;
  return { cx: figure.cx - panel.x, cy: figure.baseY - panel.y - r * 1.9, r };
}

/** A white speech bubble with an ink outline, a tail towards the speaker (or downwards) and three lines of "dialogue". */
function drawBubble(raster: Raster, bubble: Bubble, panel: PanelRecipe): void {
  const cx = bubble.cx - panel.x;
  const cy = bubble.cy - panel.y;
  const head = panel.figure ? headOf(panel.figure, panel) : null;
  const tipX = head ? head.cx + head.r * 0.9 : cx - bubble.rx * 0.3;
  const tipY = head ? Math.max(cy + bubble.ry * 1.2, head.cy - head.r * 1.1) : cy + bubble.ry * 1.5;
  const tail = polygon([
    [cx - bubble.rx * 0.28, cy + bubble.ry * 0.5],
    [cx - bubble.rx * 0.02, cy + bubble.ry * 0.6],
    [tipX, tipY],
  ]);
  // Outlines first, then the fills: the same look as their union, without asking the tail about every pixel of the bubble.
  const body = ellipse(cx, cy, bubble.rx, bubble.ry);
  for (const [shape, color] of [
    [grow(body, 3), INK],
    [grow(tail, 3), INK],
    [body, WHITE],
    [tail, WHITE],
  ] as const)
    raster.fillShape(shape, color);
  const lineWidth = bubble.rx * 1.1;
  for (let line = -1; line <= 1; line += 1) {
    const y = cy + line * (bubble.ry / 2.6);
    const half = (lineWidth / 2) * (line === 1 ? 0.6 : 1);
    raster.fillShape(
      stroke(
        [
          [cx - lineWidth / 2, y],
          [cx - lineWidth / 2 + half * 2, y],
        ],
        5,
      ),
      DIALOGUE,
    );
  }
}

/** One panel on a raster of its own size, so the scene and the character stop at its frame. */
function drawPanel(recipe: PageRecipe, panel: PanelRecipe, index: number, color: Rgb): Raster {
  const raster = new Raster(panel.w, panel.h);
  const setting = pickPageSetting(recipe.titleId, recipe.episodeIndex, recipe.pageNo, color);
  // The first panel carries the "EP n" label at its top, like a bubble would.
  const skyCovered = Boolean(panel.bubble) || index === 0;
  drawPanelScene(raster, setting, Math.imul(recipe.pageNo * 16 + index + 1, 0x45d9f3b) ^ recipe.titleId, skyCovered);
  if (panel.figure) drawTitleCharacter(raster, recipe.titleId, headOf(panel.figure, panel), color);
  if (panel.bubble) drawBubble(raster, panel.bubble, panel);
  return raster;
}

/**
 * Draws one comic page from its recipe: white paper, panels with a background of the page's
 * setting, the title's own character where the recipe puts a figure and a speech bubble
 * where it puts one, black borders, "EP n" in the first panel, the page number big in the
 * largest panel and small at the bottom. Same recipe, same pixels.
 */
export function renderPage(recipe: PageRecipe, width: number, height: number): Raster {
  const raster = new Raster(width, height, WHITE);
  const color = parseHexColor(recipe.color);
  recipe.panels.forEach((panel, index) => {
    raster.drawRaster(drawPanel(recipe, panel, index, color), panel.x, panel.y);
    raster.strokeRect(panel.x, panel.y, panel.w, panel.h, BORDER, BLACK);
  });
  // Labels sit on white cards drawn last, so bubbles and figures never hide the numbers.
  const [first] = recipe.panels;
  if (first) {
    const label = `EP ${recipe.episodeIndex}`;
    raster.fillRect(first.x + 12, first.y + 12, textWidth(label, 6) + 20, 7 * 6 + 20, WHITE);
    raster.strokeRect(first.x + 12, first.y + 12, textWidth(label, 6) + 20, 7 * 6 + 20, 3, BLACK);
    raster.drawText(label, first.x + 22, first.y + 22, 6, BLACK);
  }
  const largest = recipe.panels.reduce((a, b) => (b.w * b.h > a.w * a.h ? b : a));
  const pageLabel = String(recipe.pageNo);
  const cardWidth = textWidth(pageLabel, 14) + 32;
  const cardHeight = 7 * 14 + 32;
  const cardX = largest.x + largest.w - cardWidth - 16;
  const cardY = largest.y + largest.h - cardHeight - 16;
  raster.fillRect(cardX, cardY, cardWidth, cardHeight, WHITE);
  raster.strokeRect(cardX, cardY, cardWidth, cardHeight, 4, BLACK);
  raster.drawTextCentered(pageLabel, cardX + cardWidth / 2, cardY + cardHeight / 2, 14, BLACK);
  raster.drawTextCentered(`- ${recipe.pageNo} -`, Math.floor(width / 2), height - 20, 3, BLACK);
  return raster;
}
