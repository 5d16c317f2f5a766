import '../../i18n/register';
import { bus, sessionActions, type FanLetterPageProps } from '@ciao/shared';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { makeTitle } from '../../testing/fixtures';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type StubRoute } from '../../../../test-support/stub-api';
import { FanLetterPages } from './FanLetterPages';

// The first render loads the form layer (react-hook-form, zod resolver): slow on a busy machine.
jest.setTimeout(20_000);

const title = makeTitle({ title_id: 42, title_name: 'ねこねこ探偵団', author_id: 7, author_text: 'みかん' });
const titleRoutes: Record<string, StubRoute> = { '/title/list': () => ({ data: { title_list: [title] } }) };

function renderFanLetter(route: string, props: FanLetterPageProps) {
  return renderWithProviders(null, {
    route,
    routes: [
      { path: '/fanletter/form/title/:titleId', element: <FanLetterPages {...props} /> },
      { path: '/fanletter/form/author/:authorId', element: <FanLetterPages {...props} /> },
      { path: '/fanletter/success', element: <FanLetterPages screen="success" /> },
      { path: '/fanletter/failure', element: <FanLetterPages screen="failure" /> },
      { path: '/title/:titleId', element: <p>title page</p> },
    ],
  });
}

const toTitle: FanLetterPageProps = { screen: 'form', to: 'title', titleId: 42 };

function logIn() {
  act(() => sessionActions.loggedIn(makeAccount({ account_id: 5 })));
}

test('a visitor is asked to log in, and comes back to the form', async () => {
  const asked: unknown[] = [];
  const off = bus.on('auth:open-login', (payload) => asked.push(payload));
  stubApi(titleRoutes);
  const { user } = renderFanLetter('/fanletter/form/title/00042', toTitle);

  expect(await screen.findByRole('heading', { level: 1, name: 'ログインしてください' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  off();
  expect(asked).toEqual([{ redirect: '/fanletter/form/title/00042' }, { redirect: '/fanletter/form/title/00042' }]);

  logIn();
  expect(await screen.findByRole('heading', { level: 1, name: 'ファンレターを書く' })).toBeTruthy();
});

test('a reader writes to the author of a title, confirms and sends, then sees the success page', async () => {
  const stub = stubApi({ ...titleRoutes, '/fanletter/store': () => ({ data: { fan_letter_id: 1 } }) });
  logIn();
  const { user, router } = renderFanLetter('/fanletter/form/title/00042', toTitle);

  expect(await screen.findByText('みかん 先生')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'ねこねこ探偵団' }).getAttribute('href')).toBe('/title/00042');
  await user.click(screen.getByRole('textbox', { name: 'お手紙' }));
  await user.paste('いつも楽しく読んでいます！');
  expect(screen.getByText('13 / 1000文字')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'かくにんする' }));

  expect(await screen.findByRole('heading', { name: 'この内容で送りますか？' })).toBeTruthy();
  expect(screen.getByText('いつも楽しく読んでいます！')).toBeTruthy();
  expect(stub.paths()).not.toContain('/fanletter/store');
  await user.click(screen.getByRole('button', { name: '送る' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'ファンレターを送りました' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/fanletter/success');
  const sent = stub.calls.find((call) => call.path === '/fanletter/store');
  expect(Object.fromEntries(sent?.params ?? [])).toMatchObject({
    title_id: '42',
    author_id: '7',
    author_text: 'みかん',
    body: 'いつも楽しく読んでいます！',
  });
  expect(screen.getByRole('link', { name: '作品ページへもどる' }).getAttribute('href')).toBe('/title/00042');
});

test('the counter runs live and a letter over 1,000 characters is warned about and not sent', async () => {
  const stub = stubApi(titleRoutes);
  logIn();
  const { user } = renderFanLetter('/fanletter/form/title/00042', toTitle);

  const body = await screen.findByRole('textbox', { name: 'お手紙' });
  fireEvent.change(body, { target: { value: 'あ'.repeat(1000) } });
  expect(screen.getByText('1000 / 1000文字')).toBeTruthy();
  expect(body.getAttribute('aria-invalid')).toBeNull();

  fireEvent.change(body, { target: { value: 'あ'.repeat(1001) } });
  expect(screen.getByText('1001 / 1000文字')).toBeTruthy();
  await waitFor(() => expect(body.getAttribute('aria-invalid')).toBe('true'));
  expect(screen.getByText('お手紙は1000文字以内で入力してください')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'かくにんする' }));
  expect(screen.queryByRole('heading', { name: 'この内容で送りますか？' })).toBeNull();
  expect(stub.paths()).not.toContain('/fanletter/store');
});

test('an empty letter is not sent', async () => {
  stubApi(titleRoutes);
  logIn();
  const { user } = renderFanLetter('/fanletter/form/title/00042', toTitle);

  await user.click(await screen.findByRole('button', { name: 'かくにんする' }));
  expect(await screen.findByText('お手紙を入力してください')).toBeTruthy();
});

test('a send that fails goes to the failure page, whose retry brings the letter back', async () => {
  stubApi({ ...titleRoutes, '/fanletter/store': () => ({ code: 1099, status: 500 }) });
  logIn();
  const { user, router } = renderFanLetter('/fanletter/form/title/00042', toTitle);

  await user.click(await screen.findByRole('textbox', { name: 'お手紙' }));
  await user.paste('だいすきです');
  await user.click(screen.getByRole('button', { name: 'かくにんする' }));
  await user.click(await screen.findByRole('button', { name: '送る' }));

  expect((await screen.findByRole('alert')).textContent).toBe('送信エラーが発生しました。時間をおいて、もう一度お試しください。');
  expect(router.state.location.pathname).toBe('/fanletter/failure');
  await user.click(screen.getByRole('link', { name: 'もう一度送る' }));
  expect(((await screen.findByRole('textbox', { name: 'お手紙' })) as HTMLTextAreaElement).value).toBe('だいすきです');
});

test('a letter to an author names the author from the content service and sends no title', async () => {
  const stub = stubApi({
    '/wp-json/wp/v2/author/detail': () => ({
      data: {
        author: { author_id: 3, author_name: 'さくら もも', profile_text: '', debut_year: 2010, title_id_list: [] },
        topics: { post_list: [], total: 0, total_pages: 0 },
      },
    }),
    '/fanletter/store': () => ({ data: { fan_letter_id: 2 } }),
  });
  logIn();
  const { user } = renderFanLetter('/fanletter/form/author/3', { screen: 'form', to: 'author', authorId: 3 });

  expect(await screen.findByText('さくら もも 先生')).toBeTruthy();
  await user.click(screen.getByRole('textbox', { name: 'お手紙' }));
  await user.paste('ファンです');
  await user.click(screen.getByRole('button', { name: 'かくにんする' }));
  await user.click(await screen.findByRole('button', { name: '送る' }));
  await screen.findByRole('heading', { level: 1, name: 'ファンレターを送りました' });

  const sent = stub.calls.find((call) => call.path === '/fanletter/store');
  expect(sent?.params.get('author_id')).toBe('3');
  expect(sent?.params.has('title_id')).toBe(false);
});

test('a letter to a title that does not exist says so', async () => {
  stubApi({ '/title/list': () => ({ data: { title_list: [] } }) });
  logIn();
  renderFanLetter('/fanletter/form/title/09999', { screen: 'form', to: 'title', titleId: 9999 });
  expect(await screen.findByRole('heading', { level: 1, name: 'あて先が見つかりません。' })).toBeTruthy();
});
