import { type PageHead, applyHeadTags, headHtml, headTags } from './page-head';

const site = { origin: 'https://comics.example', language: 'ja' as const, siteName: 'ちゃおコミ' };
const title: PageHead = {
  title: '星の<ひみつ> & "なぞ"',
  description: 'ふたりの物語。',
  status: 200,
  noindex: false,
  path: '/title/00101',
  image: '/api/image/cover/101.png',
  ogType: 'book',
  breadcrumbs: [{ name: '星のひみつ', path: '/title/00101' }],
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'ComicSeries', name: '</script><script>alert(1)</script>' }],
};
const ranking: PageHead = { ...title, title: 'ランキング', image: undefined, path: '/ranking', ogType: 'website', jsonLd: [] };

beforeEach(() => {
  document.head.innerHTML =
    '<meta charset="utf-8"><meta name="description" content="ちゃおコミ：まんがを読もう。"><title>ちゃおコミ</title>';
});

describe('a page head', () => {
  it('is written by the server as escaped HTML whose JSON-LD cannot close its script', () => {
    const html = headHtml(headTags(title, site));
    expect(html).toContain('<title data-head>星の&lt;ひみつ&gt; &amp; &quot;なぞ&quot; | ちゃおコミ</title>');
    expect(html).toContain('<meta property="og:image" content="https://comics.example/api/image/cover/101.png" data-head>');
    expect(html).not.toContain('</script><script>');
    const [, json] = /<script type="application\/ld\+json" data-head>(.*?)<\/script>/.exec(html) ?? [];
    expect(JSON.parse(json ?? '')).toMatchObject({ name: '</script><script>alert(1)</script>' });
  });

  it("is put in the document after a navigation in place of the previous one and of the page template's title and description", () => {
    applyHeadTags(document, headTags(title, site));
    applyHeadTags(document, headTags(ranking, site));
    expect(document.title).toBe('ランキング | ちゃおコミ');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://comics.example/ranking');
    expect(document.querySelector('meta[property="og:image"]')).toBeNull();
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary');
    expect(document.querySelector('meta[charset]')).not.toBeNull();
  });

  it("leaves the server's head as it is when the browser's first render decides the same", () => {
    document.head.innerHTML = headHtml(headTags(ranking, site));
    const canonical = document.querySelector('link[rel="canonical"]');
    applyHeadTags(document, headTags(ranking, site));
    expect(document.querySelector('link[rel="canonical"]')).toBe(canonical);
  });

  it('keeps a page that must not be indexed out of search results: noindex, no canonical, no structured data', () => {
    const tags = headTags({ ...title, noindex: true }, site);
    expect(tags).toContainEqual({ tag: 'meta', attributes: { name: 'robots', content: 'noindex' } });
    expect(tags.some((tag) => tag.attributes.rel === 'canonical' || tag.tag === 'script')).toBe(false);
  });
});
