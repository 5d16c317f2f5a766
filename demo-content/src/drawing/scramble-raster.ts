import { tileMoves } from '@ciao/shared/contracts';

export const SCRAMBLE_VERSION: 1 | 2 = 2;

/**
 * Applies tile moves to an RGBA buffer: pixels outside the grid are kept, each tile is
 * copied from `source` at (sx, sy) to (dx, dy). With the inverse moves this scrambles an
 * original page; with the forward moves (what the viewer does on its canvas) it restores one.
 */
export function moveTiles(source: Buffer, width: number, moves: ReturnType<typeof tileMoves>): Buffer {
  const target = Buffer.from(source);
  for (const move of moves) {
    for (let row = 0; row < move.height; row += 1) {
      const from = ((move.sy + row) * width + move.sx) * 4;
      const to = ((move.dy + row) * width + move.dx) * 4;
      source.copy(target, to, from, from + move.width * 4);
    }
  }
  return target;
}

/** The page as it is served: original -> scrambled (tileMoves with inverse = true). */
export function scrambleRgba(original: Buffer, width: number, height: number, seed: number): Buffer {
  return moveTiles(original, width, tileMoves(width, height, seed, SCRAMBLE_VERSION, true));
}

/** What the viewer does: scrambled -> original (tileMoves with inverse = false). */
export function unscrambleRgba(scrambled: Buffer, width: number, height: number, seed: number): Buffer {
  return moveTiles(scrambled, width, tileMoves(width, height, seed, SCRAMBLE_VERSION, false));
}
