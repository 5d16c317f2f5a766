import { textWidth } from './bitmap-font';
import type { PageRecipe, PanelRecipe } from './page-recipe';
import { BLACK, parseHexColor, Raster, shadeDark, tint, WHITE, type Rgb } from './raster';

const BORDER = 6;

function drawFigure(raster: Raster, figure: NonNullable<PanelRecipe['figure']>, color: Rgb): void {
  // A plain silhouette (head and shoulders) is enough to read as "a character in a panel".
  const dark = shadeDark(color, 0.55);
  const head = Math.floor(figure.size * 0.22);
  const bodyWidth = Math.floor(figure.size * 0.6);
  const bodyHeight = Math.floor(figure.size * 0.45);
  raster.fillRect(figure.cx - Math.floor(bodyWidth / 2), figure.baseY - bodyHeight, bodyWidth, bodyHeight, dark);
  raster.fillEllipse(figure.cx, figure.baseY - bodyHeight - head, head + 3, head + 3, BLACK);
  raster.fillEllipse(figure.cx, figure.baseY - bodyHeight - head, head, head, tint(color, 0.15));
}

function drawBubble(raster: Raster, bubble: NonNullable<PanelRecipe['bubble']>): void {
  raster.fillEllipse(bubble.cx, bubble.cy, bubble.rx + 4, bubble.ry + 4, BLACK);
  raster.fillEllipse(bubble.cx, bubble.cy, bubble.rx, bubble.ry, WHITE);
  // Three "lines of dialogue" as grey bars.
  const lineWidth = Math.floor(bubble.rx * 1.1);
  for (let line = -1; line <= 1; line += 1) {
    raster.fillRect(
      bubble.cx - Math.floor(lineWidth / 2),
      bubble.cy + line * Math.floor(bubble.ry / 2.6) - 3,
      lineWidth,
      6,
      [170, 170, 170],
    );
  }
}

/**
 * Draws one comic page from its recipe: white paper, panels in shades of the title colour
 * with black borders, characters and speech bubbles, "EP n" in the first panel, the page
 * number big in the largest panel and small at the bottom. Same recipe, same pixels.
 */
export function renderPage(recipe: PageRecipe, width: number, height: number): Raster {
  const raster = new Raster(width, height, WHITE);
  const color = parseHexColor(recipe.color);
  for (const panel of recipe.panels) {
    raster.fillRect(panel.x, panel.y, panel.w, panel.h, tint(color, panel.shade));
    if (panel.figure) drawFigure(raster, panel.figure, color);
    if (panel.bubble) drawBubble(raster, panel.bubble);
    raster.strokeRect(panel.x, panel.y, panel.w, panel.h, BORDER, BLACK);
  }
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
