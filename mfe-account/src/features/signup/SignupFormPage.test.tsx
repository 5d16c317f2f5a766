import '../../i18n/register';
import { act, screen, waitFor } from '@testing-library/react';
import { bus } from '@ciao/shared';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { deferredAnswer, stubApi } from '../../../../test-support/stub-api';
import { SignupPages } from './SignupPages';

const thisYear = new Date().getFullYear();
const GOOD_PASSWORD = 'Sakura-2026x';

async function setup(birthday?: string) {
  const view = renderWithProviders(null, {
    ...(birthday ? { session: { birthday } } : { session: { birthday: `${thisYear - 30}-04` } }),
    routes: [
      { path: '/', element: null },
      { path: '/signup', element: <SignupPages screen="form" /> },
      { path: '/signup/pre', element: <SignupPages screen="pre" /> },
      { path: '/email/presave/send', element: <SignupPages screen="mail-sent" /> },
      { path: '/denied/age', element: <SignupPages screen="denied-age" /> },
    ],
    route: '/',
  });
  await act(() => view.router.navigate('/signup', { state: { fromAgeGate: true } }));
  return view;
}

async function fillIn(user: Awaited<ReturnType<typeof setup>>['user'], password = GOOD_PASSWORD, again = password) {
  await user.type(screen.getByLabelText('メールアドレス'), ' new.reader@example.jp ');
  await user.type(screen.getByLabelText('パスワード'), password);
  await user.type(screen.getByLabelText('パスワード（確認のため、もう一度）'), again);
  await user.type(screen.getByLabelText('ニックネーム'), 'ひまり');
  await user.selectOptions(screen.getByLabelText('性別'), '2');
  await user.click(screen.getByRole('checkbox', { name: '利用規約' }));
  const privacy = screen.queryByRole('checkbox', { name: 'プライバシーポリシー' });
  if (privacy) await user.click(privacy);
}

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const id = (input.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '';
  return input.getAttribute('aria-invalid') === 'true' ? (document.getElementById(id)?.textContent ?? null) : null;
}

test('shows the birthday chosen at the gate with a way to change it', async () => {
  await setup();
  expect(screen.getByRole('heading', { level: 1, name: '会員情報の入力' })).toBeTruthy();
  expect(screen.getByText(`生年月日：${thisYear - 30}年4月`)).toBeTruthy();
  expect(screen.getByRole('link', { name: '生年月日を変える' }).getAttribute('href')).toBe('/signup/pre');
});

test('the terms agreed to can be read first, in a new tab that leaves the form as typed', async () => {
  await setup();
  const terms = screen.getByRole('link', { name: '利用規約を読む（新しいタブで開きます）' });
  expect(terms.getAttribute('href')).toBe('/article/termsOfService');
  expect(terms.getAttribute('target')).toBe('_blank');
  const privacy = screen.getByRole('link', { name: 'プライバシーポリシーを読む（新しいタブで開きます）' });
  expect(privacy.getAttribute('href')).toBe('/article/privacyPolicy');
  expect(privacy.getAttribute('target')).toBe('_blank');
});

test('checks every field before sending, with the docs/product-rules.md §5 password messages', async () => {
  const stub = stubApi({});
  const { user } = await setup();
  await user.click(screen.getByRole('button', { name: '確認メールを送る' }));
  // react-hook-form validates asynchronously: on a busy machine its messages can come after the click resolves.
  await waitFor(() => expect(errorOf('メールアドレス')).toBe('メールアドレスを入力してください'));
  expect(errorOf('ニックネーム')).toBe('ニックネームを入力してください');
  expect(errorOf('性別')).toBe('性別を入力してください');
  expect(errorOf('パスワード')).toBe('パスワードを入力してください');
  expect(screen.getByText('利用規約に同意してください')).toBeTruthy();
  expect(screen.getByText('プライバシーポリシーに同意してください')).toBeTruthy();

  await user.type(screen.getByLabelText('パスワード'), 'abcdefghijk');
  await user.type(screen.getByLabelText('パスワード（確認のため、もう一度）'), 'abcdefghijX');
  await user.click(screen.getByRole('button', { name: '確認メールを送る' }));
  await waitFor(() =>
    expect(errorOf('パスワード')).toBe('パスワードには、英大文字・英小文字・数字・記号のうち3種類以上を含めてください。'),
  );

  await user.clear(screen.getByLabelText('パスワード'));
  await user.type(screen.getByLabelText('パスワード'), 'Abcdefghij1　');
  await user.click(screen.getByRole('button', { name: '確認メールを送る' }));
  await waitFor(() => expect(errorOf('パスワード')).toBe('パスワードに使えない記号が含まれています。'));

  await user.clear(screen.getByLabelText('パスワード'));
  await user.type(screen.getByLabelText('パスワード'), GOOD_PASSWORD);
  await user.click(screen.getByRole('button', { name: '確認メールを送る' }));
  await waitFor(() => expect(errorOf('パスワード')).toBeNull());
  expect(errorOf('パスワード（確認のため、もう一度）')).toBe('パスワードが一致しません。もう一度入力してください。');
  expect(stub.calls).toEqual([]);
});

test('a password too short or too long gets one message, the rule its hint states (7 and 9 characters alike)', async () => {
  stubApi({});
  const { user } = await setup();
  expect(screen.getByText('10〜64文字。英大文字・英小文字・数字・記号のうち3種類以上')).toBeTruthy();
  for (const password of ['Abc-123', 'Abc-12345', `Aa1-${'x'.repeat(61)}`]) {
    await user.clear(screen.getByLabelText('パスワード'));
    await user.type(screen.getByLabelText('パスワード'), password);
    await user.click(screen.getByRole('button', { name: '確認メールを送る' }));
    await waitFor(() => expect(errorOf('パスワード')).toBe('パスワードは10〜64文字で入力してください。'));
  }
});

test('sends the sign-up and shows the mail-sent page with the development outbox link', async () => {
  let sent = new URLSearchParams();
  const answer = deferredAnswer();
  stubApi({
    '/web/user/signup': (params) => {
      sent = params;
      return answer.promise;
    },
  });
  const { user, router } = await setup();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: '確認メールを送る' }));
  expect(screen.getByRole('button', { name: '送信中…' })).toHaveProperty('disabled', true);
  await act(async () => answer.resolve({ data: { code: 0, expires_at: '2026-11-22T10:05:00', dev_outbox_url: '/api/dev/outbox' } }));

  expect(await screen.findByRole('heading', { level: 1, name: 'メールを送りました' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/email/presave/send');
  expect(Object.fromEntries(sent)).toMatchObject({
    email: 'new.reader@example.jp',
    password: GOOD_PASSWORD,
    birthday: `${thisYear - 30}-04`,
    name: 'ひまり',
    sex: '2',
    agree_terms_of_service: 'true',
    agree_privacy_policy: 'true',
  });
  expect(screen.getByText('new.reader@example.jp に、登録を完了するためのメールを送りました。')).toBeTruthy();
  expect(screen.getByText(/2026\.11\.22 10:05 までに開くと/)).toBeTruthy();
  expect(screen.getByRole('link', { name: '開発用メール送信箱を開く' }).getAttribute('href')).toBe('/api/dev/outbox');
  expect(screen.getByRole('link', { name: 'もう一度登録する' }).getAttribute('href')).toBe('/signup/pre');
});

test('a minor sends only the minor terms consent', async () => {
  let sent = new URLSearchParams();
  stubApi({
    '/web/user/signup': (params) => {
      sent = params;
      return { data: { code: 0, expires_at: '2026-11-22T10:05:00' } };
    },
  });
  const { user } = await setup(`${thisYear - 14}-01`);
  // Not agreed to by a minor, but there to read (for the parent who consents).
  expect(screen.getByRole('link', { name: 'プライバシーポリシーを読む（新しいタブで開きます）' }).getAttribute('href')).toBe(
    '/article/privacyPolicy',
  );
  await user.type(screen.getByLabelText('メールアドレス'), 'kid@example.jp');
  await user.type(screen.getByLabelText('パスワード'), GOOD_PASSWORD);
  await user.type(screen.getByLabelText('パスワード（確認のため、もう一度）'), GOOD_PASSWORD);
  await user.type(screen.getByLabelText('ニックネーム'), 'ゆい');
  await user.selectOptions(screen.getByLabelText('性別'), '4');
  await user.click(screen.getByRole('checkbox', { name: '利用規約（13〜15歳の方）' }));
  await user.click(screen.getByRole('button', { name: '確認メールを送る' }));

  expect(await screen.findByRole('heading', { level: 1, name: 'メールを送りました' })).toBeTruthy();
  expect(sent.get('agree_terms_of_service')).toBe('true');
  expect(sent.has('agree_privacy_policy')).toBe(false);
  // No outbox named by the API (a production build): no link to it.
  expect(screen.queryByRole('link', { name: '開発用メール送信箱を開く' })).toBeNull();
});

test('the server password rule (2006) shows beside the password', async () => {
  stubApi({
    '/web/user/signup': () =>
      Response.json({ response_code: 2006, message: 'x', data: { reason: 'must_include_characters' } }, { status: 403 }),
  });
  const { user } = await setup();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: '確認メールを送る' }));
  expect(await screen.findByText('パスワードには、英大文字・英小文字・数字・記号のうち3種類以上を含めてください。')).toBeTruthy();
  expect(screen.getByLabelText('パスワード').getAttribute('aria-invalid')).toBe('true');
});

test('an email already used (2008) says so and offers the login', async () => {
  stubApi({ '/web/user/signup': () => ({ code: 2008, status: 403 }) });
  const heard: unknown[] = [];
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  const { user } = await setup();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: '確認メールを送る' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('このメールアドレスはすでに使われています。');
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  off();
  expect(heard).toEqual([{}]);
});

test('an age the server refuses (1001 age_under_13) goes to the age-denied page', async () => {
  stubApi({
    '/web/user/signup': () => Response.json({ response_code: 1001, message: 'x', data: { reason: 'age_under_13' } }, { status: 400 }),
  });
  const { user, router } = await setup();
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: '確認メールを送る' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'ごめんなさい。登録できませんでした' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/denied/age');
});
