import { pageRecipeSchema } from './page-recipe';
import { Raster } from './raster';
import { renderPage } from './render-page';
import { scrambleRgba } from './scramble-raster';

/** A stored page (episode or magazine): its size, drawing recipe and the scramble seed of its episode or issue. */
export interface StoredPage {
  width: number;
  height: number;
  recipe: unknown;
  scramble_seed: number;
}

/**
 * Draws a page from its recipe and scrambles it as docs/wire-facts.md §3 describes: the PNG the viewer
 * receives, a palette PNG (a page 44 -> 18 KiB, a reader's data on every page turn). Scrambling
 * only moves tiles, so the palette is the one the unscrambled drawing would get, and the viewer
 * restores exactly that drawing.
 */
export function scrambledPagePng(page: StoredPage): Buffer {
  const original = renderPage(pageRecipeSchema.parse(page.recipe), page.width, page.height);
  const scrambled = new Raster(page.width, page.height);
  scrambleRgba(original.data, page.width, page.height, page.scramble_seed).copy(scrambled.data);
  return scrambled.toIndexedPng();
}
