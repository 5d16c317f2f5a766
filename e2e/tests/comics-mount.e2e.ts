import { expect, test } from './support';

test('a /comics/ address answers with a 301 to the canonical path, query kept', async ({ page, request }) => {
  const response = await request.get('/comics/title/00101?from=drawer', { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/title/00101?from=drawer');

  await page.goto('/comics/title/00101?from=drawer');
  await expect(page).toHaveURL(/\/title\/00101\?from=drawer$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
});
