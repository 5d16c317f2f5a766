import { expect as baseExpect } from '@playwright/test';
import { expectNoSeriousViolations, openAdopted, test } from './support';

// A phone with touch, as the reader who met the card over the last page.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.slow();
const expect = baseExpect.configure({ timeout: 30_000 });

test('on a phone the end of an episode is a page of its own after the last page: its art is seen whole, and the next tap does not open another title', async ({
  page,
}) => {
  await openAdopted(page, '/title/00101/episode/10101');
  const viewer = page.locator('[data-remote="viewer"]');
  const first = viewer.getByRole('img', { name: /^ページ 1 \/ \d+$/ });
  await expect(first).toBeVisible();
  const total = Number((await first.getAttribute('aria-label'))?.split('/')[1]?.trim());
  const endCard = viewer.getByRole('region', { name: '読み終わりました' });

  for (let page_ = 2; page_ <= total; page_ += 1) {
    await viewer.getByRole('button', { name: '次のページ', exact: true }).tap();
    await expect(viewer.getByRole('img', { name: `ページ ${page_} / ${total}` })).toBeVisible();
  }
  // The last page: its art alone, nothing drawn over it.
  await expect(endCard).toHaveCount(0);

  // The next tap, where the reader taps to turn, is the turn to the end page.
  await viewer.getByRole('button', { name: '次のページ', exact: true }).tap();
  await expect(endCard).toBeVisible();
  await expect(endCard.getByRole('link', { name: '作品ページへ戻る' })).toBeVisible();
  await expect(viewer.getByRole('img', { name: `ページ ${total} / ${total}` })).toBeHidden();
  await expect(page).toHaveURL(/\/title\/00101\/episode\/10101$/);
  await expectNoSeriousViolations(page);

  await viewer.getByRole('button', { name: '← 最後のページに戻る' }).tap();
  await expect(viewer.getByRole('img', { name: `ページ ${total} / ${total}` })).toBeVisible();
  await expect(endCard).toHaveCount(0);
});
