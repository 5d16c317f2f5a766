import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { E2E_DEPLOYMENTS_DIR } from '../playwright.config';

export const ROOT = path.resolve(__dirname, '../..');
export const DEMO_READER = { email: 'reader@example.com', password: 'Comic-Reader-2026' };

/** Runs the ops CLI exactly as a team or ops would, against the site's deployment store. */
export function mfe(...args: string[]): string {
  return execFileSync('npm', ['run', '--silent', 'mfe', '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOYMENTS_DIR: E2E_DEPLOYMENTS_DIR },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** One hash over every byte (and name) of the files under a folder. */
export function treeHash(dir: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir).sort()) hash.update(path.relative(dir, file)).update('\0').update(readFileSync(file));
  return hash.digest('hex');
}

export function deploymentFolder(remote: string): string {
  return path.join(E2E_DEPLOYMENTS_DIR, remote);
}

export function hostDist(): string {
  return path.join(ROOT, 'host/dist');
}

/** Logs the demo reader in through the header's login link and the account remote's modal. */
export async function logInThroughModal(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('メールアドレス').fill(DEMO_READER.email);
  await dialog.getByLabel('パスワード').fill(DEMO_READER.password);
  await dialog.getByRole('button', { name: 'ログイン' }).click();
  await expect(dialog).toBeHidden();
}
