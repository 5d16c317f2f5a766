/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

/**
 * Screens shown inside the host's layout, whose <main id="main"> (host/src/layout/Layout.tsx) is
 * the page's one main landmark: a screen of its own <main> nested a second one in it (issue 24).
 * The viewer's screens are shown without the layout (routes.tsx `layout: 'none'`), so the magazine
 * viewer's contents keep theirs; a remote's standalone shell is its own page.
 */
const LAYOUT_SCREEN_DIRS = ['mfe-catalog/src', 'mfe-account/src', 'mfe-commerce/src'];

function screenFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : screenFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) && !/^standalone/.test(entry.name) ? [full] : [];
  });
}

test("a remote screen shown in the host's layout renders no <main> of its own", () => {
  const nested = LAYOUT_SCREEN_DIRS.flatMap((dir) => screenFiles(path.join(ROOT, dir)))
    .filter((file) => /<main[\s>]/.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
  expect(nested).toEqual([]);
});
