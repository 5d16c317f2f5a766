import '../../i18n/register';
import { screen, within } from '@testing-library/react';
import { bus, sessionActions, type BusEventMap } from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { GiftPage } from './GiftPage';

const welcome = () => ({
  data: {
    campaign_name: 'ようこそキャンペーン',
    free_point: 100,
    expires_at: '2027-02-21T10:00:00',
    point: { paid_point: 500, free_point: 300, total: 800 },
  },
});

function renderGift() {
  return renderWithProviders(<GiftPage />, { route: '/gift' });
}

beforeEach(() => {
  sessionActions.loggedIn(makeAccount());
});

test('redeems a code and shows the points granted, their expiry and the balance', async () => {
  const stub = stubApi({ '/gift/code': welcome });
  const { user } = renderGift();
  expect(screen.getByRole('heading', { level: 1, name: 'ギフトコード' })).toBeTruthy();
  await user.type(screen.getByRole('textbox', { name: 'ギフトコード' }), '  CIAO-WELCOME ');
  await user.click(screen.getByRole('button', { name: '受け取る' }));

  const done = await screen.findByRole('heading', { name: 'ギフトを受け取りました' });
  expect(document.activeElement).toBe(done);
  expect(screen.getByText('ようこそキャンペーン')).toBeTruthy();
  expect(screen.getByText('受け取ったポイント（無償）').nextElementSibling?.textContent).toBe('100pt');
  expect(screen.getByText('有効期限').nextElementSibling?.textContent).toBe('2027.02.21');
  expect(screen.getByText('いまのポイント').nextElementSibling?.textContent).toBe('800pt');
  expect(stub.calls.map((call) => [call.path, call.params.get('code')])).toEqual([['/gift/code', 'CIAO-WELCOME']]);

  await user.click(screen.getByRole('button', { name: '別のコードを入力する' }));
  expect((screen.getByRole('textbox', { name: 'ギフトコード' }) as HTMLInputElement).value).toBe('');
});

test.each([
  [8000, 'ギフトコードを使用できません。'],
  [8001, 'ギフトコードが見つかりません。'],
  [8002, 'ギフトコードの有効期限が切れています。'],
  [8003, 'このギフトコードは受け取り上限に達しました。'],
  [8004, 'このギフトコードはすでに受け取り済みです。'],
])('the docs/product-rules.md §8 code %i shows its message', async (code, message) => {
  stubApi({ '/gift/code': () => ({ code, status: 400 }) });
  const { user } = renderGift();
  await user.type(screen.getByRole('textbox', { name: 'ギフトコード' }), 'SUMMER-2025');
  await user.click(screen.getByRole('button', { name: '受け取る' }));
  expect((await screen.findByRole('alert')).textContent).toBe(message);
  expect(screen.queryByRole('heading', { name: 'ギフトを受け取りました' })).toBeNull();
});

test('an empty or malformed code is refused before any call', async () => {
  const stub = stubApi({});
  const { user } = renderGift();
  await user.click(screen.getByRole('button', { name: '受け取る' }));
  const field = screen.getByRole('textbox', { name: 'ギフトコード' });
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(await screen.findByText('ギフトコードを入力してください')).toBeTruthy();
  await user.type(field, 'ぎふと!');
  await user.click(screen.getByRole('button', { name: '受け取る' }));
  expect(await screen.findByText('ギフトコードの入力内容が正しくありません')).toBeTruthy();
  expect(stub.calls).toEqual([]);
});

test("one message at a time: an empty code's message replaces the server's answer to the previous code", async () => {
  stubApi({ '/gift/code': () => ({ code: 1001 }) });
  const { user } = renderGift();
  const field = screen.getByRole('textbox', { name: 'ギフトコード' });
  await user.type(field, 'NOT-A-CODE');
  await user.click(screen.getByRole('button', { name: '受け取る' }));
  expect(await screen.findByText('パラメータが正しくありません。')).toBeTruthy();
  await user.clear(field);
  await user.click(screen.getByRole('button', { name: '受け取る' }));
  expect(await screen.findByText('ギフトコードを入力してください')).toBeTruthy();
  expect(screen.queryByText('パラメータが正しくありません。')).toBeNull();
});

test('a visitor is asked to log in first, coming back to the gift page', async () => {
  sessionActions.loggedOut();
  const heard: BusEventMap['auth:open-login'][] = [];
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  const { user } = renderGift();
  expect(screen.queryByRole('textbox')).toBeNull();
  const panel = screen.getByText('ギフトコードを使うには、ログインしてください。').parentElement as HTMLElement;
  await user.click(within(panel).getByRole('button', { name: 'ログインする' }));
  off();
  expect(heard).toEqual([{ redirect: '/gift' }]);
});

test('in English', async () => {
  stubApi({ '/gift/code': () => ({ code: 8004, status: 400 }) });
  const { user } = renderWithProviders(<GiftPage />, { language: 'en' });
  await user.type(await screen.findByRole('textbox', { name: 'Gift code' }), 'CIAO-WELCOME');
  await user.click(screen.getByRole('button', { name: 'Receive' }));
  expect((await screen.findByRole('alert')).textContent).toBe('You have already received this gift.');
});
