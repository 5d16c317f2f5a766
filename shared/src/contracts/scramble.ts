/**
 * Page image scrambling of docs/wire-facts.md §3, shared so the server scrambles and the viewer
 * restores with the very same function. A 4 x 4 grid; destination cell i takes the tile
 * of source cell order[i].
 */
export const SCRAMBLE_GRID = 4;

/** xorshift32 draws, one per cell index, then cell indices sorted by their draw. */
export function scrambleOrder(seed: number): number[] {
  let state = seed >>> 0 || 1;
  const draws: Array<{ index: number; value: number }> = [];
  for (let index = 0; index < SCRAMBLE_GRID * SCRAMBLE_GRID; index += 1) {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    draws.push({ index, value: state });
  }
  return draws.sort((a, b) => a.value - b.value || a.index - b.index).map((draw) => draw.index);
}

/** Tile edge for one dimension (width or height) by scramble version. */
export function scrambleTileSize(size: number, version: 1 | 2): number {
  return version === 1 ? (Math.floor(size / 8) * 8) / 4 : Math.floor(Math.floor(size / 8) / 4) * 8;
}

export interface TileMove {
  /** Source tile position in pixels. */
  sx: number;
  sy: number;
  /** Destination tile position in pixels. */
  dx: number;
  dy: number;
  width: number;
  height: number;
}

/**
 * The tile copies that turn a scrambled image into the original (or, with `inverse`,
 * the original into the scrambled one). Pixels outside the grid stay where they are.
 */
export function tileMoves(width: number, height: number, seed: number, version: 1 | 2, inverse = false): TileMove[] {
  const tileWidth = scrambleTileSize(width, version);
  const tileHeight = scrambleTileSize(height, version);
  const order = scrambleOrder(seed);
  return order.map((source, destination) => {
    const [from, to] = inverse ? [destination, source] : [source, destination];
    return {
      sx: (from % SCRAMBLE_GRID) * tileWidth,
      sy: Math.floor(from / SCRAMBLE_GRID) * tileHeight,
      dx: (to % SCRAMBLE_GRID) * tileWidth,
      dy: Math.floor(to / SCRAMBLE_GRID) * tileHeight,
      width: tileWidth,
      height: tileHeight,
    };
  });
}
