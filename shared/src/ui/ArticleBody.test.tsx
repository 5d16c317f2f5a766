import { render, screen } from '@testing-library/react';
import { ArticleBody } from './ArticleBody';

test('shows the paragraphs, headings and emphasis as written, never the tags as text', () => {
  const { container } = render(<ArticleBody html="<h2>ネーム公開</h2><p>ひとつめ<strong>だいじ</strong></p><p>ふたつめ</p>" />);
  expect(screen.getByRole('heading', { level: 2, name: 'ネーム公開' })).toBeTruthy();
  expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['ひとつめだいじ', 'ふたつめ']);
  expect(container.querySelector('strong')?.textContent).toBe('だいじ');
  expect(container.textContent).not.toContain('<p>');
});

test('shows its images, with their text', () => {
  render(
    <ArticleBody
      html={'<p>描き下ろし</p><p><img src="/api/image/cover/101-rect.png" alt="描き下ろしイラスト" width="640" height="360"></p>'}
    />,
  );
  const image = screen.getByRole('img', { name: '描き下ろしイラスト' });
  expect(image.getAttribute('src')).toBe('/api/image/cover/101-rect.png');
  expect(image.getAttribute('width')).toBe('640');
});

test('keeps no script, style, event handler or unsafe address', () => {
  const { container } = render(
    <ArticleBody
      html={
        '<p style="color:red" onclick="alert(1)">こんにちは<script>alert(2)</script><img src=x onerror=alert(3)><img src="javascript:alert(4)"></p>' +
        '<p><a href="javascript:alert(5)">だめ</a> <a href="/title/00101">作品</a></p><iframe src="https://example.com"></iframe>'
      }
    />,
  );
  expect(container.querySelector('script, iframe, [style], [onclick], [onerror]')).toBeNull();
  expect(container.querySelectorAll('img')).toHaveLength(0);
  expect(container.querySelectorAll('a')).toHaveLength(1);
  expect(screen.getByRole('link', { name: '作品' }).getAttribute('href')).toBe('/title/00101');
  expect(container.textContent).toContain('だめ');
});

test('a link to another site opens as an external link', () => {
  render(<ArticleBody html={'<p><a href="https://ciao.shogakukan.co.jp/">ちゃお</a></p>'} />);
  expect(screen.getByRole('link', { name: /^ちゃお/ }).getAttribute('target')).toBe('_blank');
});

test('plain text without tags is one paragraph', () => {
  const { container } = render(<ArticleBody html="ただの文章" />);
  expect(container.querySelector('p')?.textContent).toBe('ただの文章');
});
