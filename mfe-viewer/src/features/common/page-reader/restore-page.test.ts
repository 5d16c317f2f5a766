import { tileMoves } from '@ciao/shared';
import { restorePage, type TileDrawTarget } from './restore-page';

/** A tiny image as a pixel array: each pixel holds its own original position, so any misplaced tile shows. */
interface PixelImage {
  width: number;
  height: number;
  pixels: number[];
}

function makeImage(width: number, height: number): PixelImage {
  return { width, height, pixels: Array.from({ length: width * height }, (_, index) => index + 1) };
}

function copyTile(from: PixelImage, to: PixelImage, sx: number, sy: number, w: number, h: number, dx: number, dy: number): void {
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      to.pixels[(dy + y) * to.width + dx + x] = from.pixels[(sy + y) * from.width + sx + x] ?? 0;
    }
  }
}

/** What the server does: the original with its tiles moved by the inverse moves. */
function scramble(original: PixelImage, seed: number, version: 1 | 2): PixelImage {
  const scrambled = { ...original, pixels: [...original.pixels] };
  for (const move of tileMoves(original.width, original.height, seed, version, true)) {
    copyTile(original, scrambled, move.sx, move.sy, move.width, move.height, move.dx, move.dy);
  }
  return scrambled;
}

/** A canvas stand-in that draws by copying pixels, like `CanvasRenderingContext2D.drawImage`. */
function pixelCanvas(width: number, height: number): PixelImage & TileDrawTarget<PixelImage> {
  const canvas = {
    width,
    height,
    pixels: new Array<number>(width * height).fill(0),
    drawImage(image: PixelImage, ...args: number[]) {
      if (args.length === 2) {
        const [dx = 0, dy = 0] = args;
        copyTile(image, canvas, 0, 0, image.width, image.height, dx, dy);
        return;
      }
      const [sx = 0, sy = 0, sw = 0, sh = 0, dx = 0, dy = 0] = args;
      copyTile(image, canvas, sx, sy, sw, sh, dx, dy);
    },
  };
  return canvas;
}

// 67 x 53 leaves pixels outside the grid on both axes for both versions.
test.each([
  [1, 12345],
  [2, 12345],
  [1, 987654321],
  [2, 4242],
] as const)('restores a version %i page scrambled with seed %i exactly', (version, seed) => {
  const original = makeImage(67, 53);
  const scrambled = scramble(original, seed, version);
  expect(scrambled.pixels).not.toEqual(original.pixels);

  const canvas = pixelCanvas(67, 53);
  restorePage(canvas, scrambled, seed, version);

  expect(canvas.pixels).toEqual(original.pixels);
});

test('a wrong seed does not restore the page', () => {
  const original = makeImage(67, 53);
  const scrambled = scramble(original, 12345, 1);

  const canvas = pixelCanvas(67, 53);
  restorePage(canvas, scrambled, 54321, 1);

  expect(canvas.pixels).not.toEqual(original.pixels);
});
