/** @jest-environment node */
import { createPrng } from '../prng';
import { makePageRecipe, PAGE_HEIGHT, PAGE_WIDTH, type PageRecipe, type PanelRecipe } from './page-recipe';
import type { Raster } from './raster';
import { renderPage } from './render-page';

const recipe = makePageRecipe(createPrng(7), '#e85a8c', 101, 1, 2);
const render = (page: PageRecipe) => renderPage(page, PAGE_WIDTH, PAGE_HEIGHT);
const pixel = (raster: Raster, x: number, y: number) => raster.data.readUIntBE((y * raster.width + x) * 4, 3);
const inside = (panel: PanelRecipe, x: number, y: number) => x >= panel.x && x < panel.x + panel.w && y >= panel.y && y < panel.y + panel.h;

test('the same recipe always gives the same page, an illustration rather than a few flat colours', () => {
  const page = render(recipe);
  expect(render(recipe).data.equals(page.data)).toBe(true);
  const colours = new Set<number>();
  for (let offset = 0; offset < page.data.length; offset += 4) colours.add(page.data.readUIntBE(offset, 3));
  expect(colours.size).toBeGreaterThan(100);
});

test("the recipe's panels keep their black frames, with white paper between them", () => {
  const page = render(recipe);
  for (const panel of recipe.panels) {
    expect(pixel(page, panel.x + 2, panel.y + Math.floor(panel.h / 2))).toBe(0);
    expect(pixel(page, panel.x + panel.w - 3, panel.y + Math.floor(panel.h / 2))).toBe(0);
  }
  expect(pixel(page, 10, 10)).toBe(0xffffff);
});

test('each figure is drawn inside its own panel, and only there', () => {
  const withFigures = recipe.panels.filter((panel) => panel.figure);
  expect(withFigures.length).toBeGreaterThan(0);
  const page = render(recipe);
  const empty = render({ ...recipe, panels: recipe.panels.map((panel) => ({ ...panel, figure: null })) });
  for (let y = 0; y < PAGE_HEIGHT; y += 1) {
    for (let x = 0; x < PAGE_WIDTH; x += 1) {
      if (withFigures.some((panel) => inside(panel, x, y))) continue;
      if (pixel(page, x, y) !== pixel(empty, x, y)) throw new Error(`figure drawn outside its panel at ${x},${y}`);
    }
  }
  for (const panel of withFigures) {
    const figure = panel.figure;
    if (!figure) continue;
    // Just above the figure's base, where the character's body is.
    expect(pixel(page, figure.cx, figure.baseY - 8)).not.toBe(pixel(empty, figure.cx, figure.baseY - 8));
  }
});
