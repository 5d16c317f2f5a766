import '../../i18n/register';
import { screen, within } from '@testing-library/react';
import { makeTitleSummary } from '../../testing/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type StubAnswer } from '../../../../test-support/stub-api';
import { TopPage } from './TopPage';

function renderTop(language?: 'en') {
  return renderWithProviders(<TopPage />, language ? { language } : {});
}

const topAnswer: StubAnswer = {
  data: {
    section_list: [
      {
        section_key: 'updated',
        section_name: '更新作品',
        title_list: [
          makeTitleSummary({ title_id: 12, title_name: 'ひみつのまほう学園', author_text: 'さくら もも' }),
          makeTitleSummary({ title_id: 345, title_name: 'ねこねこ探偵団', author_text: 'みかん' }),
        ],
      },
      { section_key: 'new', section_name: '新連載', title_list: [makeTitleSummary({ title_id: 7, title_name: 'ほしぞらダンス' })] },
    ],
  },
};

test('shows each section with its title cards linking to the title pages', async () => {
  stubApi({ '/web/top': () => topAnswer });
  renderTop();

  const updated = await screen.findByRole('region', { name: '更新作品' });
  const cards = within(within(updated).getByRole('list')).getAllByRole('link');
  expect(cards).toHaveLength(2);
  expect(
    within(updated)
      .getByRole('link', { name: /ねこねこ探偵団/ })
      .getAttribute('href'),
  ).toBe('/title/00345');
  expect(within(updated).getByRole('img', { name: 'ひみつのまほう学園' }).getAttribute('src')).toBe('/images/title/1/rect.png');
  expect(within(updated).getByText('さくら もも')).toBeTruthy();
  const fresh = await screen.findByRole('region', { name: '新連載' });
  expect(
    within(fresh)
      .getByRole('link', { name: /ほしぞらダンス/ })
      .getAttribute('href'),
  ).toBe('/title/00007');
});

test("the updated section's heading leads to the latest updates", async () => {
  stubApi({ '/web/top': () => topAnswer });
  renderTop();

  const updated = await screen.findByRole('region', { name: '更新作品' });
  const heading = within(updated).getByRole('heading', { level: 2 });
  expect(within(heading).getByRole('link', { name: '更新作品' }).getAttribute('href')).toBe('/updates');
  expect(
    within(await screen.findByRole('region', { name: '新連載' }))
      .queryByRole('heading', { level: 2 })
      ?.querySelector('a'),
  ).toBeNull();
});

test("in English the sections, named in Japanese by the API, are headed in English (the page title is the host's head: host/src/head)", async () => {
  stubApi({ '/web/top': () => topAnswer });
  renderTop('en');

  const updated = await screen.findByRole('region', { name: 'Updated' });
  expect(within(updated).getByRole('link', { name: 'Updated' }).getAttribute('href')).toBe('/updates');
  expect(await screen.findByRole('region', { name: 'New series' })).toBeTruthy();
  expect(screen.queryByText('更新作品')).toBeNull();
  expect(screen.queryByText('新連載')).toBeNull();
});

test('shows a loading state until the sections arrive', async () => {
  stubApi({ '/web/top': () => topAnswer });
  renderTop();

  expect(screen.getByRole('status').textContent).toContain('読み込み中');
  await screen.findByRole('region', { name: '新連載' });
  expect(screen.queryByRole('status')).toBeNull();
});

test('says so when no section has any title', async () => {
  stubApi({ '/web/top': () => ({ data: { section_list: [] } }) });
  renderTop();

  expect(await screen.findByText(/いまお見せできる作品はありません/)).toBeTruthy();
});

test('shows the localized API error and loads again on retry', async () => {
  let failing = true;
  stubApi({ '/web/top': () => (failing ? { code: 1103, status: 429 } : topAnswer) });
  const { user } = renderTop();

  expect((await screen.findByRole('alert')).textContent).toContain('サイトが混み合っています');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'もう一度読み込む' }));

  expect(await screen.findByRole('region', { name: '更新作品' })).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
