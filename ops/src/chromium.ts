import { type Browser, chromium } from '@playwright/test';

/** Debian's Chromium (`apt-get install chromium`); CHROMIUM_PATH points elsewhere on another machine. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless flags the browser tests and the benchmarks share: no sandbox (CI runs as root), no GPU, nothing in the background. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Chromium as the benchmarks run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}
