import '../../i18n/register';
import { screen } from '@testing-library/react';
import { bus, sessionStore } from '@ciao/shared';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { SignupPages } from './SignupPages';

const thisYear = new Date().getFullYear();

function renderGate() {
  return renderWithProviders(<SignupPages screen="pre" />, {
    routes: [
      { path: '/signup/pre', element: <SignupPages screen="pre" /> },
      { path: '/signup', element: <SignupPages screen="form" /> },
      { path: '/denied/age', element: <SignupPages screen="denied-age" /> },
    ],
    route: '/signup/pre',
  });
}

async function chooseBirthday(user: ReturnType<typeof renderGate>['user'], year: number, month: number) {
  await user.selectOptions(screen.getByLabelText('生まれた年'), String(year));
  await user.selectOptions(screen.getByLabelText('生まれた月'), String(month));
  await user.click(screen.getByRole('button', { name: '次へ' }));
}

test('asks for year and month first, both required, and calls nothing', async () => {
  const stub = stubApi({});
  const { user, router } = renderGate();
  expect(screen.getByRole('heading', { level: 1, name: '新規会員登録' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '次へ' }));
  expect(screen.getByText('生まれた年を入力してください')).toBeTruthy();
  expect(screen.getByText('生まれた月を入力してください')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/signup/pre');
  expect(stub.calls).toEqual([]);
});

test('under 13 goes to the age-denied page, which leads back to the top', async () => {
  const { user, router } = renderGate();
  await chooseBirthday(user, thisYear - 10, 1);
  expect(router.state.location.pathname).toBe('/denied/age');
  expect(await screen.findByRole('heading', { level: 1, name: 'ごめんなさい。登録できませんでした' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'トップページへ' }).getAttribute('href')).toBe('/');
  expect(sessionStore.getState().birthday).toBe(`${thisYear - 10}-01`);
});

test('13 to 15 reaches the form with the minor terms and a note for parents', async () => {
  const { user, router } = renderGate();
  await chooseBirthday(user, thisYear - 14, 1);
  expect(router.state.location.pathname).toBe('/signup');
  expect(sessionStore.getState().birthday).toBe(`${thisYear - 14}-01`);
  expect(await screen.findByRole('checkbox', { name: '利用規約（13〜15歳の方）' })).toBeTruthy();
  expect(screen.queryByRole('checkbox', { name: 'プライバシーポリシー' })).toBeNull();
  expect(screen.getByText('13〜15歳の方は、おうちの人といっしょに読んで、登録してください。')).toBeTruthy();
});

test('16 and over reaches the form with the adult terms and the privacy policy', async () => {
  const { user } = renderGate();
  await chooseBirthday(user, thisYear - 30, 12);
  expect(await screen.findByRole('checkbox', { name: '利用規約' })).toBeTruthy();
  expect(screen.getByRole('checkbox', { name: 'プライバシーポリシー' })).toBeTruthy();
  expect(screen.queryByText('13〜15歳の方は、おうちの人といっしょに読んで、登録してください。')).toBeNull();
});

test('a member asks for the login modal on the bus', async () => {
  const heard: unknown[] = [];
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  const { user } = renderGate();
  await user.click(screen.getByRole('button', { name: 'すでに会員の方はログイン' }));
  off();
  expect(heard).toEqual([{}]);
});

test('the form opened without the age gate sends the reader to it first', () => {
  renderWithProviders(null, {
    routes: [
      { path: '/signup/pre', element: <SignupPages screen="pre" /> },
      { path: '/signup', element: <SignupPages screen="form" /> },
    ],
    route: '/signup',
  });
  expect(screen.getByRole('button', { name: '次へ' })).toBeTruthy();
});
