import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test-support/render-with-providers';
import { bus } from '../bus/bus';
import type { BusEventMap } from '../bus/events';
import { LoginPrompt } from './LoginPrompt';
import { PageFrame, PageHeading } from './PageFrame';

function hearLoginRequests() {
  const heard: BusEventMap['auth:open-login'][] = [];
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  return { heard, off };
}

test('a page for logged-in readers opened by a visitor asks for the login once, back to this address, and again on the button', async () => {
  const { heard, off } = hearLoginRequests();
  const { user } = renderWithProviders(
    <PageFrame width="page" stacked>
      <PageHeading>マイページ</PageHeading>
      <LoginPrompt message="マイページを見るには、ログインしてください。" action="ログインする" askAtOnce />
    </PageFrame>,
    { route: '/my/history?page=2' },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'マイページ' })).toBeTruthy();
  expect(screen.getByText('マイページを見るには、ログインしてください。')).toBeTruthy();
  expect(heard).toEqual([{ redirect: '/my/history?page=2' }]);
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  expect(heard).toEqual([{ redirect: '/my/history?page=2' }, { redirect: '/my/history?page=2' }]);
  off();
});

test('a prompt inside a visitor page asks only when the button is pressed', async () => {
  const { heard, off } = hearLoginRequests();
  const { user } = renderWithProviders(
    <LoginPrompt message="ポイント履歴を見るには、ログインしてください。" action="ログインする" wide />,
    {
      route: '/point/history',
    },
  );
  expect(heard).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  expect(heard).toEqual([{ redirect: '/point/history' }]);
  off();
});

test('a page that is one region is a section named by its heading', () => {
  renderWithProviders(
    <PageFrame as="section" width="narrow" aria-labelledby="gift-heading">
      <PageHeading id="gift-heading" look="marked">
        ギフト
      </PageHeading>
    </PageFrame>,
  );
  expect(screen.getByRole('region', { name: 'ギフト' })).toBeTruthy();
});
