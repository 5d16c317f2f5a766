import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@ciao/shared';
import { renderApp } from '../testing/render-app';
import { stubApi } from '../../../test-support/stub-api';
import { makeAccount, statusOk } from '../../../test-support/fixtures';
import { modalActions } from './modal-store';

beforeEach(() => {
  modalActions.reset();
  stubApi({
    '/account': () => ({ data: { account: sessionStore.getState().isLoggedIn ? makeAccount() : null } }),
    '/web/status': statusOk,
  });
});

function expectOffsite(link: HTMLElement) {
  expect(link.getAttribute('href')).toMatch(/^https:\/\/ciao\.shogakukan\.co\.jp\//);
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('external noopener noreferrer');
  expect(link.textContent).toContain('（外部サイト・新しいタブで開きます）');
}

describe('links of the header, drawer and footer', () => {
  it("the header's topics link and magazine menu open our content screens in place", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'メインメニュー' });

    await user.click(within(nav).getByRole('button', { name: 'ちゃお本誌' }));
    await user.click(within(nav).getByRole('link', { name: 'ちゃおデラックス' }));
    expect(router.state.location.pathname).toBe('/topics/category/ciao_deluxe_magazine/');
    expect(
      await screen.findByRole('heading', { name: 'content page {"screen":"topics","categorySlug":"ciao_deluxe_magazine"}' }),
    ).toBeTruthy();

    await user.click(within(nav).getByRole('link', { name: 'トピックス・動画' }));
    expect(await screen.findByRole('heading', { name: 'content page {"screen":"topics"}' })).toBeTruthy();
  });

  it('marks the award sites as external: new tab, rel external, a note for screen readers', async () => {
    renderApp('/');
    const awards = await screen.findByRole('list', { name: 'まんが賞' });
    expectOffsite(within(awards).getByRole('link', { name: /ちゃおまんがスクール/ }));
    expectOffsite(within(awards).getByRole('link', { name: /ちゃお＋まんが賞/ }));
    expect(within(awards).getByRole('link', { name: 'まんがの描き方' }).getAttribute('target')).toBeNull();
  });

  it("the drawer's other services are external, and a content link closes the drawer on its way", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'メニューを開く' }));
    const drawer = screen.getByRole('dialog', { name: 'サイトメニュー' });

    await user.click(within(drawer).getByRole('button', { name: 'その他' }));
    for (const name of [/お問い合わせ・ヘルプ/, /アンケート/, /ちゃおネットショップ/])
      expectOffsite(within(drawer).getByRole('link', { name }));

    await user.click(within(drawer).getByRole('button', { name: '雑誌・コミックス' }));
    await user.click(within(drawer).getByRole('link', { name: 'まんが家一覧' }));
    expect(router.state.location.pathname).toBe('/author/');
    expect(screen.queryByRole('dialog', { name: 'サイトメニュー' })).toBeNull();
  });

  it('the footer links the guide and the four articles, and the support desk as external', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const footer = await screen.findByRole('navigation', { name: 'サイト情報' });

    expect(within(footer).getByRole('link', { name: 'はじめての方へ' }).getAttribute('href')).toBe('/about');
    expect(within(footer).getByRole('link', { name: '利用規約' }).getAttribute('href')).toBe('/article/termsOfService');
    expect(within(footer).getByRole('link', { name: 'プライバシーポリシー' }).getAttribute('href')).toBe('/article/privacyPolicy');
    expect(within(footer).getByRole('link', { name: '自動更新についての表示' }).getAttribute('href')).toBe('/article/calBusAndProfCode');
    expectOffsite(within(footer).getByRole('link', { name: /お問い合わせ/ }));

    await user.click(within(footer).getByRole('link', { name: 'ヘルプ' }));
    expect(router.state.location.pathname).toBe('/article/help');
    expect(await screen.findByRole('heading', { name: 'content page {"screen":"article","article":"help"}' })).toBeTruthy();
  });
});
