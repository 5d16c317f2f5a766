import { render, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n';
import { ExternalLink } from './ExternalLink';

afterEach(() => {
  void i18n.changeLanguage('ja');
});

test('opens another site in a new tab without handing it this page, and says so', () => {
  render(<ExternalLink href="https://ciao.shogakukan.co.jp/netshop/">ちゃおネットショップ</ExternalLink>);
  const link = screen.getByRole('link', { name: /^ちゃおネットショップ\s*（外部サイト・新しいタブで開きます）$/ });
  expect(link.getAttribute('href')).toBe('https://ciao.shogakukan.co.jp/netshop/');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer', 'external']));
  // The mark everyone sees: an icon, hidden from screen readers, which read the note instead.
  expect(link.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
});

test('says it in English too', async () => {
  await i18n.changeLanguage('en');
  render(<ExternalLink href="https://ciao.shogakukan.co.jp/support/">Support</ExternalLink>);
  expect(screen.getByRole('link', { name: /^Support\s*\(external site, opens in a new tab\)$/ })).toBeTruthy();
});
