import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, deploymentFolder, hostDist, mfe, treeHash, expect, test } from './support';

const MESSAGES = path.join(ROOT, 'mfe-catalog/src/i18n/ja.json');
const TITLE_PAGE = '/title/00101';

/** Everything a deploy or rollback of the catalogue must leave untouched, byte for byte. */
function othersFingerprint(): Record<string, string> {
  return {
    host: treeHash(hostDist()),
    viewer: treeHash(deploymentFolder('viewer')),
    account: treeHash(deploymentFolder('account')),
    commerce: treeHash(deploymentFolder('commerce')),
  };
}

test('a changed catalogue deploys alone, shows after a reload, and rolls back', async ({ page, request }) => {
  test.setTimeout(180_000);
  const original = readFileSync(MESSAGES, 'utf8');
  const before = othersFingerprint();
  const firstVersion = JSON.parse(mfe('status', '--json')).remotes.catalog.active.version as string;

  await page.goto(TITLE_PAGE);
  await expect(page.getByRole('link', { name: '第1話を読む' })).toBeVisible();

  try {
    // The catalogue team changes a label, builds and deploys only their remote.
    writeFileSync(MESSAGES, original.replace('"readFirst": "第1話を読む"', '"readFirst": "さっそく第1話を読む"'));
    mfe('build', 'catalog');
  } finally {
    writeFileSync(MESSAGES, original);
  }
  expect(mfe('deploy', 'catalog')).toMatch(/deployed catalog/);
  const registry = await request.get('/registry.json');
  expect(registry.headers()['cache-control']).toBe('no-cache');
  const deployed = (await registry.json()).remotes.catalog;
  expect(deployed.active.version).not.toBe(firstVersion);
  expect(deployed.history[0].version).toBe(firstVersion);

  await page.reload();
  await expect(page.getByRole('link', { name: 'さっそく第1話を読む' })).toBeVisible();
  expect(othersFingerprint()).toEqual(before);

  const oldVersionFiles = treeHash(path.join(deploymentFolder('catalog'), firstVersion));
  expect(mfe('rollback', 'catalog')).toMatch(new RegExp(`rolled back catalog to ${firstVersion}`));
  await page.reload();
  await expect(page.getByRole('link', { name: '第1話を読む', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'さっそく第1話を読む' })).toHaveCount(0);

  expect(othersFingerprint()).toEqual(before);
  // Version folders are immutable: the rolled-back version is exactly what was first deployed.
  expect(treeHash(path.join(deploymentFolder('catalog'), firstVersion))).toBe(oldVersionFiles);
});
