import { firstScreenPainted } from './app/first-screen-paint';
import { holdEarlyTaps } from './app/first-screen-taps';
import { startStartUpDownloads } from './app/start-up-downloads';

/**
 * The first-screen loader: a small script of its own (ops/src/webpack/first-screen-loader-plugin.ts),
 * the first of the page. Under a server-rendered first screen the server holds back the host's
 * main script with the start-up preloads (ops/src/server/host-page.ts): the main script is mostly
 * the federation runtime (about 26 KiB compressed), which on a phone's slow connection shared it
 * with the first screen's leading images and delayed them (issue 26: Lighthouse's LCP of `/`
 * 1.72 s with it, 1.37 s without). This script holds taps on the screen at once, as the main
 * script did, and once the screen and its leading images are painted starts every download of
 * start-up together: the main script, the host's start-up scripts and the route's remote. A page
 * without a first screen holds nothing and its main script is already loading: the route's remote
 * then starts with it.
 */
holdEarlyTaps(document.getElementById('root'));
firstScreenPainted()
  .then(() => startStartUpDownloads())
  .catch((error: unknown) => console.error('host: the first-screen loader failed', error));
