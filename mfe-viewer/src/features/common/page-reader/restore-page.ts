import { tileMoves } from '@ciao/shared';

/** The part of a 2D canvas context the restore needs (a real context, or a pixel array in tests). */
export interface TileDrawTarget<I> {
  drawImage(image: I, dx: number, dy: number): void;
  drawImage(image: I, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
}

export interface SizedImage {
  width: number;
  height: number;
}

/**
 * Draws a scrambled page image restored (docs/wire-facts.md §3: 4 x 4 tiles in a seeded order).
 * The whole image is drawn first because pixels outside the tile grid are not scrambled
 * and must stay where they are; then every tile is copied back to its place.
 */
export function restorePage<I extends SizedImage>(target: TileDrawTarget<I>, image: I, seed: number, version: 1 | 2): void {
  target.drawImage(image, 0, 0);
  for (const move of tileMoves(image.width, image.height, seed, version)) {
    target.drawImage(image, move.sx, move.sy, move.width, move.height, move.dx, move.dy, move.width, move.height);
  }
}
