import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
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

/** Logs the demo reader (or another seeded reader) in through the header's login link and the account remote's modal. */
export async function logInThroughModal(page: Page, reader: { email: string; password: string } = DEMO_READER): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('メールアドレス').fill(reader.email);
  await dialog.getByLabel('パスワード').fill(reader.password);
  await dialog.getByRole('button', { name: 'ログイン' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * `test` with a CSP watch on every page: each Content-Security-Policy violation the browser
 * reports (a `securitypolicyviolation` event in any document of the page, or its console line)
 * is collected, and the test fails at its end if there was any. Journeys import `test` from here
 * instead of '@playwright/test' so the whole site is checked against its policy as it is used.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.exposeFunction('__ciaoCspViolation', (line: string) => violations.push(line));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __ciaoCspViolation: (line: string) => void }).__ciaoCspViolation;
          report(
            `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
