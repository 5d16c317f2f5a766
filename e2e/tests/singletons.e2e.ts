import type { Page } from '@playwright/test';
import { logInClosingBonus, expect, test, openAdopted } from './support';

/** What the share scope offers once: react-router is offered as @ciao/shared/router, the one module that imports it. */
const SINGLETONS = ['react', 'react-dom', '@ciao/shared/router', 'zustand', '@tanstack/react-query', '@ciao/shared'] as const;

/** Text found in exactly one module of each package's production build. */
const FINGERPRINTS: Record<string, string> = {
  react: 'createContext=function',
  'react-dom': '__reactContainer$',
  'react-router': 'You cannot render a <Router> inside another <Router>',
  zustand: '[zustand persist middleware]',
  // One query cache for the page depends on one copy of the library.
  '@tanstack/react-query': 'No QueryClient set, use QueryClientProvider to set one',
  '@ciao/shared': 'ciao:session',
};

interface ShareEntry {
  instance: string;
  pkg: string;
  versions: Array<{ version: string; from: string; loaded: boolean }>;
}

async function shareScope(page: Page): Promise<ShareEntry[]> {
  return page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean };
    const federation = (
      window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>> } }
    ).__FEDERATION__;
    return Object.entries(federation.__SHARE__).flatMap(([instance, scopes]) =>
      Object.values(scopes).flatMap((packages) =>
        Object.entries(packages).map(([pkg, versions]) => ({
          instance,
          pkg,
          versions: Object.entries(versions).map(([version, shared]) => ({ version, from: shared.from, loaded: Boolean(shared.loaded) })),
        })),
      ),
    );
  });
}

test('exactly one react, react-dom, react-router, zustand, TanStack Query and @ciao/shared serve the host and all four remotes', async ({
  page,
}) => {
  const scripts: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  });

  // One page session (client-side navigation only) that loads every remote:
  // catalogue (top, title), account (login modal), commerce (popup), viewer.
  const firstCard = () =>
    page
      .locator('[data-remote="catalog"]')
      .getByRole('link')
      .filter({ has: page.getByRole('img') })
      .first();
  // Adopted first: before, the card is a plain link and the click would start a second page session.
  await openAdopted(page, '/');
  await firstCard().click();
  await logInClosingBonus(page);
  // The host's header reads the store the account remote wrote: one store in the page.
  const myPage = page.getByRole('banner').getByRole('button', { name: 'マイページ' });
  await myPage.click();
  // The popup shows at once, loading: its logout button is the commerce remote's, loaded.
  await expect(page.getByRole('dialog', { name: 'マイページ' }).getByRole('button', { name: 'ログアウト' })).toBeVisible();
  await page.keyboard.press('Escape');
  await firstCard().click();
  await page.getByRole('link', { name: '第1話を読む' }).click();
  await expect(page.getByRole('img', { name: /^ページ 1 \/ \d+$/ })).toBeVisible();

  // Every remote's entry ran in this page. With the one federation runtime the host provides
  // (externalRuntime), the remotes join the host's share scope instead of listing their own.
  const loaded = (await Promise.all(scripts)).map((script) => script.url);
  for (const remote of ['account', 'catalog', 'commerce', 'viewer']) {
    expect({ remote, entry: loaded.some((url) => url.includes(`/deployments/${remote}/`) && url.includes('remoteEntry.js')) }).toEqual({
      remote,
      entry: true,
    });
  }
  const scope = await shareScope(page);
  for (const pkg of SINGLETONS) {
    const entries = scope.filter((entry) => entry.pkg === pkg);
    expect(entries.length).toBeGreaterThan(0);
    const versions = new Set(entries.flatMap((entry) => entry.versions.map((v) => `${v.version} from ${v.from}`)));
    expect({ pkg, versions: [...versions] }).toEqual({ pkg, versions: [expect.stringMatching(/ from host$/)] });
  }

  // The network log: each package's code arrived in exactly one script, whatever remote asked.
  const bodies = await Promise.all(scripts);
  for (const [pkg, fingerprint] of Object.entries(FINGERPRINTS)) {
    const carriers = bodies.filter((script) => script.body.includes(fingerprint)).map((script) => script.url);
    expect({ pkg, carriers: carriers.length }).toEqual({ pkg, carriers: 1 });
  }
});
