import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { COHORT_COOKIE, isOnCanary } from '../../ops/src/server/cohort';
import { DEMO_READER, catalogueVersion, expect, expectNoSeriousViolations, logInThroughModal, mfe, openAdopted, test } from './support';

/** The account `npm start` generated for this site and printed (development: kept in its data folder). */
function opsAccount(): { user: string; password: string } {
  return JSON.parse(readFileSync(path.join(E2E_DATA_DIR, 'ops-account.json'), 'utf8'));
}

async function signIn(page: Page, password: string): Promise<void> {
  await page.getByLabel('User').fill(opsAccount().user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A reader's visit of the top page, hidden afterwards: its field beacon reaches the database. */
async function readerVisit(page: Page): Promise<void> {
  const sent = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/field/beacon');
  await openAdopted(page, '/');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  expect((await sent).status()).toBe(204);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('ops sign in, see field health per version, pin the catalogue with a reason and find the audit line', async ({ page, context }) => {
  await readerVisit(await context.newPage());
  const catalog = ((await (await page.request.get('/registry.json')).json()) as { remotes: { catalog: { active: { version: string } } } })
    .remotes.catalog.active.version;

  await page.goto('/ops');
  await signIn(page, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Wrong user or password.');
  await signIn(page, opsAccount().password);
  await expect(page.getByRole('heading', { name: 'Versions' })).toBeVisible();

  const health = page.getByRole('region', { name: /Field health/ });
  const row = health.getByRole('row', { name: new RegExp(`catalog ${catalog.replace(/\./g, '\\.')}`) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: new RegExp(`catalog ${catalog.replace(/\./g, '\\.')}: [1-9]\\d* views`) })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Pin catalog' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pin catalog?' });
  await dialog.getByLabel('Reason').fill('freeze during the e2e campaign');
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Pin' }).click();
  await expect(dialog).toBeHidden();
  try {
    const audit = page.getByRole('region', { name: 'Audit log' });
    await expect(audit.getByRole('row', { name: /pin catalog .*freeze during the e2e campaign/ })).toBeVisible();
    await expect(
      page
        .getByRole('row', { name: /^catalog/ })
        .first()
        .getByText('pinned'),
    ).toBeVisible();
  } finally {
    // The other journeys deploy the catalogue: leave it unpinned.
    await page.getByRole('button', { name: 'Unpin catalog' }).click();
    await page.getByRole('dialog', { name: 'Unpin catalog?' }).getByLabel('Reason').fill('end of the e2e campaign');
    await page.getByRole('dialog', { name: 'Unpin catalog?' }).getByRole('button', { name: 'Unpin' }).click();
    await expect(page.getByRole('region', { name: 'Audit log' }).getByRole('row', { name: /unpin catalog/ })).toBeVisible();
  }
});

test('ops see a canary beside stable with its own health, abort it with a reason, and find the audit line', async ({
  page,
  browser,
  baseURL,
}) => {
  // A reader's visit, a sign-in and two axe runs: minutes on a busy machine.
  test.setTimeout(180_000);
  const canary = catalogueVersion('console', (_file, text) => text);
  mfe('canary', 'catalog', '--dir', canary.dir, '--percent', '20', '--reason', 'e2e console');
  try {
    // A reader of the canary's cohort: the beacon of the visit counts for the canary's version.
    const cohort = Array.from({ length: 100 }, (_, value) => value).find((value) => isOnCanary(value, 'catalog', { percent: 20 }))!;
    const reader = await browser.newContext({ locale: 'ja-JP', baseURL });
    await reader.addCookies([{ name: COHORT_COOKIE, value: String(cohort), url: baseURL! }]);
    await readerVisit(await reader.newPage());
    await reader.close();

    await page.goto('/ops');
    await signIn(page, opsAccount().password);
    const versions = page.getByRole('region', { name: 'Versions' });
    await expect(versions.getByRole('row', { name: /^catalog/ }).getByText('20 % of browsers')).toBeVisible();
    const health = page.getByRole('region', { name: /Field health/ });
    const canaryRow = health.getByRole('row', { name: new RegExp(`catalog ${canary.version.replace(/\./g, '\\.')} canary`) });
    await expect(canaryRow).toBeVisible();
    await expect(canaryRow.getByRole('img', { name: /: [1-9]\d* views/ })).toBeVisible();
    await expect(health.getByRole('row', { name: / stable/ })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Abort the catalog canary' }).click();
    const dialog = page.getByRole('dialog', { name: /^Abort the catalog canary/ });
    await dialog.getByLabel('Reason').fill('seen enough in the e2e');
    await dialog.getByRole('button', { name: 'Abort' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('region', { name: 'Audit log' }).getByRole('row', { name: /abort catalog .*seen enough in the e2e/ }),
    ).toBeVisible();
    await expect(versions.getByText('% of browsers')).toHaveCount(0);
  } finally {
    try {
      mfe('abort', 'catalog', '--reason', 'e2e clean-up');
    } catch {
      // aborted by the journey
    }
  }
});

test('a reader signed in on the site gets 401 from every console call', async ({ page }) => {
  await openAdopted(page, '/');
  await logInThroughModal(page, DEMO_READER);
  for (const [method, route] of [
    ['GET', '/ops/api/session'],
    ['GET', '/ops/api/overview'],
    ['GET', '/ops/api/health'],
    ['GET', '/ops/api/audit'],
    ['POST', '/ops/api/actions'],
  ] as const) {
    const answer = await page.evaluate(
      async ([verb, url]) =>
        (
          await fetch(url, {
            method: verb,
            credentials: 'include',
            headers: { 'content-type': 'application/json' },
            ...(verb === 'POST' ? { body: JSON.stringify({ action: 'unpin', remote: 'catalog', reason: 'a reader trying' }) } : {}),
          })
        ).status,
      [method, route] as const,
    );
    expect(`${method} ${route} ${answer}`).toBe(`${method} ${route} 401`);
  }
  await page.goto('/ops');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});
