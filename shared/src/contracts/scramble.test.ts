/** @jest-environment node */
import { SCRAMBLE_GRID, scrambleOrder, scrambleTileSize, tileMoves, type TileMove } from './scramble';

/** docs/wire-facts.md §3, written independently: one xorshift32 draw per cell, cells sorted by draw. */
function referenceOrder(seed: number): number[] {
  let state = seed >>> 0 || 1;
  const draws: Array<[number, number]> = [];
  for (let index = 0; index < 16; index += 1) {
    state = (state ^ (state << 13)) >>> 0;
    state = (state ^ (state >>> 17)) >>> 0;
    state = (state ^ (state << 5)) >>> 0;
    draws.push([index, state]);
  }
  return draws.sort((a, b) => a[1] - b[1] || a[0] - b[0]).map(([index]) => index);
}

/** A grid of distinct pixel values, one number per pixel, row-major. */
function syntheticImage(width: number, height: number): Uint32Array {
  return Uint32Array.from({ length: width * height }, (_, index) => index + 1);
}

/** drawImage semantics: start from the whole source, then copy each tile from source to its destination. */
function applyMoves(source: Uint32Array, width: number, moves: TileMove[]): Uint32Array {
  const target = source.slice();
  for (const move of moves) {
    for (let y = 0; y < move.height; y += 1) {
      for (let x = 0; x < move.width; x += 1) {
        target[(move.dy + y) * width + move.dx + x] = source[(move.sy + y) * width + move.sx + x] ?? 0;
      }
    }
  }
  return target;
}

const SEEDS = [1, 42, 123456789, 0xffffffff];

describe('scrambleOrder', () => {
  it.each(SEEDS)('is a permutation of the 16 cells for seed %p', (seed) => {
    const order = scrambleOrder(seed);
    expect(order).toHaveLength(SCRAMBLE_GRID * SCRAMBLE_GRID);
    expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, index) => index));
  });

  it('is deterministic for a seed', () => {
    expect(scrambleOrder(987654)).toEqual(scrambleOrder(987654));
  });

  it.each([...SEEDS, 0, 7, 2 ** 31])('follows the docs/wire-facts.md §3 xorshift32 shuffle for seed %p', (seed) => {
    expect(scrambleOrder(seed)).toEqual(referenceOrder(seed));
  });

  it('differs between seeds and actually shuffles', () => {
    expect(scrambleOrder(1)).not.toEqual(scrambleOrder(2));
    expect(scrambleOrder(42)).not.toEqual(Array.from({ length: 16 }, (_, index) => index));
  });
});

describe('scrambleTileSize', () => {
  it.each([
    [100, 1, 24],
    [75, 1, 18],
    [100, 2, 24],
    [75, 2, 16],
    [1000, 1, 250],
    [1000, 2, 248],
    [7, 1, 0],
  ] as const)('size %p version %p gives tiles of %p', (size, version, tile) => {
    expect(scrambleTileSize(size, version)).toBe(tile);
  });
});

describe('tileMoves', () => {
  it('moves source cell order[i] to destination cell i', () => {
    const order = scrambleOrder(42);
    const moves = tileMoves(64, 64, 42, 2);
    moves.forEach((move, destination) => {
      const source = order[destination] ?? -1;
      expect([move.sx, move.sy]).toEqual([(source % 4) * 16, Math.floor(source / 4) * 16]);
      expect([move.dx, move.dy]).toEqual([(destination % 4) * 16, Math.floor(destination / 4) * 16]);
    });
  });

  it.each([
    [1, 100, 75],
    [2, 100, 75],
    [1, 333, 517],
    [2, 333, 517],
  ] as const)('restores the original after the inverse moves (version %p, %p x %p)', (version, width, height) => {
    const seed = 20240601;
    const original = syntheticImage(width, height);
    const scrambled = applyMoves(original, width, tileMoves(width, height, seed, version, true));
    const restored = applyMoves(scrambled, width, tileMoves(width, height, seed, version));

    expect(scrambled).not.toEqual(original);
    expect(restored).toEqual(original);
  });

  it.each([1, 2] as const)('leaves pixels outside the grid untouched (version %p)', (version) => {
    const [width, height] = [100, 75];
    const original = syntheticImage(width, height);
    const scrambled = applyMoves(original, width, tileMoves(width, height, 99, version, true));
    const gridWidth = scrambleTileSize(width, version) * 4;
    const gridHeight = scrambleTileSize(height, version) * 4;
    expect(gridWidth).toBeLessThan(width);
    expect(gridHeight).toBeLessThan(height);
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        if (x >= gridWidth || y >= gridHeight) expect(scrambled[y * width + x]).toBe(original[y * width + x]);
      }
    }
  });

  it('keeps every tile inside the image and covers each destination cell once', () => {
    const [width, height] = [333, 517];
    const moves = tileMoves(width, height, 5, 1);
    const destinations = new Set(moves.map((move) => `${move.dx},${move.dy}`));
    expect(destinations.size).toBe(16);
    for (const move of moves) {
      expect(move.sx + move.width).toBeLessThanOrEqual(width);
      expect(move.dy + move.height).toBeLessThanOrEqual(height);
      expect(Number.isInteger(move.width) && Number.isInteger(move.height)).toBe(true);
    }
  });
});
