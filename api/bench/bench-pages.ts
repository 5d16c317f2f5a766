import { createPrng, makePageRecipe, PAGE_HEIGHT, PAGE_WIDTH, scrambledPagePng } from '@ciao/demo-content';

/**
 * `npx tsx api/bench/bench-pages.ts`: milliseconds per episode page as served (draw, scramble,
 * PNG encode), what the first request for each page costs before the PNG cache keeps it.
 */
const COUNT = 40;

const color = (index: number) => `#${((index * 0x2f5a3b) & 0xffffff).toString(16).padStart(6, '0')}`;
const page = (index: number) => ({
  width: PAGE_WIDTH,
  height: PAGE_HEIGHT,
  recipe: makePageRecipe(createPrng(index), color(index), 100 + (index % 7), 1 + (index % 5), 1 + index),
  scramble_seed: index,
});

scrambledPagePng(page(0)); // warm up the JIT
const started = performance.now();
let bytes = 0;
for (let index = 1; index <= COUNT; index += 1) bytes += scrambledPagePng(page(index)).length;
const ms = (performance.now() - started) / COUNT;
console.log(`page ${PAGE_WIDTH}x${PAGE_HEIGHT}: ${ms.toFixed(1)} ms per page, ${Math.round(bytes / COUNT / 1024)} KiB`);
