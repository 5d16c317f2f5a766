import {
  COVER_RECT_SIZE,
  COVER_SIZE,
  createPrng,
  makePageRecipe,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  renderCover,
  renderEpisodeThumb,
  renderGenreIcon,
  scrambledPagePng,
} from '@ciao/demo-content';

/**
 * `npx tsx api/bench/bench-covers.ts`: milliseconds per generated image (render and PNG
 * encode), what the first request for each title's cover (or each page) costs before the PNG cache keeps it.
 */
const COUNT = 40;

function perImage(label: string, render: (index: number) => Buffer): void {
  render(0); // warm up the JIT
  const started = performance.now();
  let bytes = 0;
  for (let index = 1; index <= COUNT; index += 1) bytes += render(index).length;
  const ms = (performance.now() - started) / COUNT;
  console.log(`${label}: ${ms.toFixed(1)} ms per image, ${Math.round(bytes / COUNT / 1024)} KiB`);
}

const color = (index: number) => `#${((index * 0x2f5a3b) & 0xffffff).toString(16).padStart(6, '0')}`;
perImage('cover 384x544', (i) => renderCover(100 + i, color(i), COVER_SIZE).toIndexedPng());
perImage('wide cover 640x360', (i) => renderCover(100 + i, color(i), COVER_RECT_SIZE).toIndexedPng());
perImage('episode thumb 320x224', (i) => renderEpisodeThumb(100 + i, i, color(i)).toIndexedPng());
perImage('genre icon 192x192', (i) => renderGenreIcon(i, '恋愛', color(i)).toIndexedPng());
perImage('scrambled page 768x1088', (i) =>
  scrambledPagePng({
    width: PAGE_WIDTH,
    height: PAGE_HEIGHT,
    recipe: makePageRecipe(createPrng(i), color(i), 100 + i, 1, 1 + (i % 8)),
    scramble_seed: i,
  }),
);
