import '../../../i18n/register';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { installFakeImages, type FakeImages } from '../../../testing/fake-browser-images';
import { renderWithProviders } from '../../../../../test-support/render-with-providers';
import { PageReader } from './PageReader';
import type { Paging } from './use-paging';

let images: FakeImages;
beforeEach(() => {
  images = installFakeImages();
});
afterEach(() => {
  images.restore();
});

const pages: [string, ...string[]] = ['/pages/9/1.png', '/pages/9/2.png', '/pages/9/3.png'];

/** A reader whose page can also be changed from outside, like a table of contents does. */
function JumpingReader() {
  const [page, setPage] = useState(0);
  const paging: Paging = {
    page,
    shown: [page],
    isLast: page === pages.length - 1,
    atEnd: false,
    next: () => setPage((at) => Math.min(at + 1, pages.length - 1)),
    previous: () => setPage((at) => Math.max(at - 1, 0)),
  };
  return (
    <PageReader pages={pages} seed={1} version={1} paging={paging} menuOpen={false} onToggleMenu={() => undefined}>
      <button type="button" onClick={() => setPage(2)}>
        3ページへ
      </button>
      <button type="button" onClick={() => setPage(0)}>
        1ページへ
      </button>
    </PageReader>
  );
}

test('a page that turns, however it turns, opens unzoomed', async () => {
  const { user } = renderWithProviders(<JumpingReader />);
  await screen.findByRole('img', { name: 'ページ 1 / 3' });
  await user.keyboard('++');
  expect(screen.getByTestId('page-box').style.transform).toContain('scale(2.25)');

  await user.click(screen.getByRole('button', { name: '3ページへ' }));
  expect(await screen.findByRole('img', { name: 'ページ 3 / 3' })).toBeTruthy();
  expect(screen.getByTestId('page-box').style.transform).toBe('');
  // Back on the page that was zoomed: the old zoom does not come back.
  await user.click(screen.getByRole('button', { name: '1ページへ' }));
  expect(await screen.findByRole('img', { name: 'ページ 1 / 3' })).toBeTruthy();
  expect(screen.getByTestId('page-box').style.transform).toBe('');
});
