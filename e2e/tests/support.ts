import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

// Journeys take `test` (with the CSP watch below) and `expect` from here.
export { expect };
import { E2E_DEPLOYMENTS_DIR } from '../playwright.config';

export const ROOT = path.resolve(__dirname, '../..');
/**
 * A portrait tablet (iPad Pro 12.9"): the desktop header, and the viewer's one page per turn
 * (spreads are for landscape windows of 1024 px and more), for journeys that count single pages.
 */
export const PORTRAIT_VIEWPORT = { width: 1024, height: 1366 };

/** A literal text as a pattern, for accessible names that start or end with content (a title's name). */
export function literalPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

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

/** The folder of a remote's active version in the site's deployment store, and the registry's scripts of each expose. */
export function activeDeployment(remote: string): { version: string; dir: string; exposeScripts: Record<string, string[]> } {
  const registry = JSON.parse(readFileSync(path.join(E2E_DEPLOYMENTS_DIR, 'registry.json'), 'utf8'));
  const active = registry.remotes[remote].active as { version: string; exposeScripts?: Record<string, string[]> };
  return { version: active.version, dir: path.join(deploymentFolder(remote), active.version), exposeScripts: active.exposeScripts ?? {} };
}

/**
 * Writes a version of a deployed file, with the precompressed copies the web server prefers
 * (.br, .gz) made from it too; answers how to put everything back.
 */
export function replaceServedFile(file: string, content: string): () => void {
  const copies: Array<[string, (data: Buffer) => Buffer]> = [
    [file, (data) => data],
    [`${file}.br`, (data) => brotliCompressSync(data)],
    [`${file}.gz`, (data) => gzipSync(data)],
  ];
  const originals = copies.filter(([name]) => existsSync(name)).map(([name, encode]) => ({ name, encode, bytes: readFileSync(name) }));
  for (const { name, encode } of originals) writeFileSync(name, encode(Buffer.from(content)));
  return () => {
    for (const { name, bytes } of originals) writeFileSync(name, bytes);
  };
}

/** Subresource integrity of a file's bytes, as the browser checks it and as a remote's runtime carries it for each chunk. */
export function integrityOf(bytes: string | Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export function hostDist(): string {
  return path.join(ROOT, 'host/dist');
}

/** The first card of a region that links with a cover image (a catalogue page's titles): the region's page has rendered. */
export function coverCard(region: Locator): Locator {
  return region
    .getByRole('link')
    .filter({ has: region.page().getByRole('img') })
    .first();
}

/**
 * Opens a page and waits until the page has adopted the server's first screen (before that its
 * links work as plain links and a tap on a button is held: host/src/app/first-screen-taps.ts).
 */
export async function openAdopted(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('#root')).not.toHaveAttribute('data-adopting');
}

/**
 * Asks for the page until the server answers it with its first screen: a first render slower than
 * the server's limit (500 ms, a busy machine's cold start) sends the page without one, and finishes
 * for the next few seconds' readers (ops/src/server/first-screen.ts). A test about the first screen
 * then opens a page that has it.
 */
export async function withFirstScreenReady(request: Page['request'], path: string): Promise<void> {
  await expect
    .poll(async () => (await (await request.get(path, { headers: { accept: 'text/html' } })).text()).includes('id="ciao-first-screen"'))
    .toBe(true);
}

/** Logs the demo reader (or another seeded reader) in through the header's login link and the account remote's modal. */
export async function logInThroughModal(page: Page, reader: { email: string; password: string } = DEMO_READER): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'ログイン' }).click();
  const dialog = page.getByRole('dialog', { name: 'ログイン', exact: true });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('メールアドレス').fill(reader.email);
  await dialog.getByLabel('パスワード').fill(reader.password);
  await dialog.getByRole('button', { name: 'ログイン' }).click();
  await expect(dialog).toBeHidden();
}

/** /api/loginbonus's answer, the part the journeys read. */
export interface LoginBonusAnswer {
  data?: {
    loginbonus_list?: Array<{
      received_now: boolean;
      received_today: boolean;
      receive_days: number;
      bonus_list: Array<{ days: number; amount: number; bonus_type: number }>;
    }>;
  };
}

/**
 * Logs in through the modal and closes the login bonus dialog when this login received the
 * day's bonus (docs/product-rules.md §4): every browser run seeds a fresh database, and whichever journey logs
 * the demo reader in first that day gets it, which depends on which tests run and in what order.
 */
export async function logInClosingBonus(page: Page, reader: { email: string; password: string } = DEMO_READER): Promise<LoginBonusAnswer> {
  return closingBonus(page, () => logInThroughModal(page, reader));
}

/** Runs `logIn` (a journey's own way of logging in) and closes the login bonus dialog when that login received the day's bonus. */
export async function closingBonus(page: Page, logIn: () => Promise<void>): Promise<LoginBonusAnswer> {
  const bonusAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/loginbonus');
  await logIn();
  const answer = (await (await bonusAnswer).json()) as LoginBonusAnswer;
  if (answer.data?.loginbonus_list?.some((bonus) => bonus.received_now)) {
    const bonusDialog = page.getByRole('dialog', { name: 'ログインボーナス' });
    await expect(bonusDialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(bonusDialog).toHaveCount(0);
  }
  return answer;
}

/**
 * axe-core on what is on screen now: each serious or critical violation as `rule: the elements`.
 * Legacy mode runs axe in the page itself: the default mode opens a second, blank page for
 * every check to merge the results of the page's frames (the site has no frames), which was
 * half of each check (on 2 cores 1.3-2.6 s, in legacy mode 0.6-1.1 s). Only violations are
 * collected, the rest of axe's report is never read.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * Signs a reader up through the screens (age gate, form, the development mail outbox) and
 * returns the mailed 24 h link (`/signup/welcome?token=...`), not yet opened. An adult unless
 * `age` says otherwise (13-15: a minor, who agrees to the minors' terms only).
 */
export async function signUpThroughOutbox(
  page: Page,
  reader: { email: string; password: string; nickname: string; age?: number },
): Promise<string> {
  const age = reader.age ?? 20;
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: '新規登録' }).click();
  await expect(page).toHaveURL(/\/signup\/pre$/);

  await page.getByLabel('生まれた年').selectOption(String(new Date().getFullYear() - age));
  await page.getByLabel('生まれた月').selectOption('4');
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { level: 1, name: '会員情報の入力' })).toBeVisible();

  await page.getByLabel('メールアドレス').fill(reader.email);
  await page.getByLabel('パスワード', { exact: true }).fill(reader.password);
  await page.getByLabel('パスワード（確認のため、もう一度）').fill(reader.password);
  await page.getByLabel('ニックネーム').fill(reader.nickname);
  await page.getByLabel('性別').selectOption('2');
  if (age < 16) {
    await page.getByRole('checkbox', { name: '利用規約（13〜15歳の方）' }).check();
  } else {
    await page.getByRole('checkbox', { name: '利用規約' }).check();
    await page.getByRole('checkbox', { name: 'プライバシーポリシー' }).check();
  }
  await page.getByRole('button', { name: '確認メールを送る' }).click();

  await expect(page).toHaveURL(/\/email\/presave\/send$/);
  await expect(page.getByRole('heading', { level: 1, name: 'メールを送りました' })).toBeVisible();
  await expect(page.getByText(`${reader.email} に、登録を完了するためのメールを送りました。`)).toBeVisible();

  // The development build names its mail outbox; the mail there carries the 24 h link.
  await page.getByRole('link', { name: '開発用メール送信箱を開く' }).click();
  const mail = page.locator('article', { hasText: reader.email }).first();
  await expect(mail).toBeVisible();
  const link = ((await mail.locator('pre').textContent()) ?? '').match(/\/signup\/welcome\?token=[A-Za-z0-9_-]{43}/)?.[0];
  expect(link).toBeTruthy();
  return link as string;
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

/** The catalogue's active version, as the registry store has it. */
export const stableVersion = () => JSON.parse(mfe('status', '--json')).remotes.catalog.active.version as string;

/**
 * A new catalogue version made from the active one, as a team's build would arrive: another
 * version name, and its script files changed by `change` (their precompressed copies dropped, so
 * the server sends the changed bytes), with the hash of each changed chunk written into
 * remoteEntry.js as the build writes it (ops/src/webpack/chunk-integrity-plugin.ts; otherwise the
 * browser refuses the changed chunks). Returns its build folder, for `mfe canary --dir`.
 */
export function catalogueVersion(suffix: string, change: (file: string, text: string) => string): { dir: string; version: string } {
  const stable = stableVersion();
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'canary-')), 'dist');
  cpSync(path.join(deploymentFolder('catalog'), stable), dir, { recursive: true });
  rmSync(path.join(dir, '.ciao-version.json'));
  // Not the stable version's name with something after it: a pattern naming one must not match the other.
  const version = `${stable.split('-')[0]}-${suffix}${Date.now().toString(36)}`;
  const info = JSON.parse(readFileSync(path.join(dir, 'build-info.json'), 'utf8'));
  writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify({ ...info, version }, null, 2));
  const rehashed = new Map<string, string>();
  const scripts = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'));
  // The entry last: it carries the hashes of the others.
  for (const file of [...scripts.filter((name) => name !== 'remoteEntry.js'), 'remoteEntry.js']) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    let changed = change(file, text);
    if (file === 'remoteEntry.js') for (const [before, after] of rehashed) changed = changed.replace(before, after);
    if (changed === text) continue;
    rehashed.set(integrityOf(text), integrityOf(changed));
    writeFileSync(path.join(dir, file), changed);
    rmSync(path.join(dir, `${file}.gz`), { force: true });
    rmSync(path.join(dir, `${file}.br`), { force: true });
  }
  return { dir, version };
}
