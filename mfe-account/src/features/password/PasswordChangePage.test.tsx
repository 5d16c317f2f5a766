import '../../i18n/register';
import { configure, screen } from '@testing-library/react';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { MyPages } from '../../exposes/MyPages';

jest.setTimeout(30_000);
// Answers come through the real client and the router: allow a loaded machine more than 1 s.
configure({ asyncUtilTimeout: 5000 });

function renderChange() {
  return renderWithProviders(<MyPages screen="password-change" />, { session: { isLoggedIn: true, account: makeAccount() } });
}

async function fill(user: ReturnType<typeof renderChange>['user'], current: string, next: string) {
  await user.type(screen.getByLabelText(/^いまのパスワード/), current);
  await user.type(screen.getByLabelText(/^新しいパスワード(?!（)/), next);
  await user.type(screen.getByLabelText(/^新しいパスワード（確認のため、もう一度）/), next);
  await user.click(screen.getByRole('button', { name: 'パスワードを変更する' }));
}

test('the current password and a new one twice change it; the form empties and says so', async () => {
  const stub = stubApi({ '/web/user/password/change': () => ({ data: { code: 0 } }) });
  const { user } = renderChange();
  await fill(user, 'Comic-Reader-2026', 'Fresh-Start-2027');
  expect(await screen.findByRole('status')).toHaveProperty(
    'textContent',
    'パスワードを変更しました。ほかの端末のログインは、安全のために終わりました。',
  );
  expect(stub.calls[0]?.params.get('current_password')).toBe('Comic-Reader-2026');
  expect(stub.calls[0]?.params.get('password')).toBe('Fresh-Start-2027');
  expect((screen.getByLabelText(/^いまのパスワード/) as HTMLInputElement).value).toBe('');
});

test('a wrong current password (2000) is explained beside that field; docs/product-rules.md §5 rules apply before sending', async () => {
  const stub = stubApi({
    '/web/user/password/change': () =>
      new Response(JSON.stringify({ response_code: 2000, message: 'wrong' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
  });
  const { user } = renderChange();
  await fill(user, 'Comic-Reader-2026', 'abcdefghijkl');
  expect(await screen.findByText(/英大文字・英小文字・数字・記号のうち3種類以上を含めてください/)).toBeTruthy();
  expect(stub.calls).toEqual([]);
  await user.clear(screen.getByLabelText(/^新しいパスワード(?!（)/));
  await user.clear(screen.getByLabelText(/^新しいパスワード（確認のため、もう一度）/));
  await user.clear(screen.getByLabelText(/^いまのパスワード/));
  await fill(user, 'Wrong-Guess-2026', 'Fresh-Start-2027');
  expect(await screen.findByText('現在のパスワードが正しくありません。')).toBeTruthy();
});
