import type { Language } from '@ciao/shared';

/** A JSON-LD node (schema.org), written into the head as application/ld+json. */
export type JsonLd = Record<string, unknown>;

/** One step of a page's breadcrumb trail after the top page. */
export interface Crumb {
  name: string;
  /** Root-form path ('/title/00101'). */
  path: string;
}

/**
 * What a page tells search engines and link previews about itself, decided in one place per
 * route (route-heads.ts) and written by the server into the HTML and by the browser after
 * each navigation (RouteHead.tsx), from the same description (headTags below).
 */
export interface PageHead {
  /** The page's own name; the site's name is added (headTags). The top page has none. */
  title: string | null;
  description: string;
  /** The HTTP status the server answers the page with. */
  status: number;
  /** Seconds a client should wait before trying again (the maintenance page's 503). */
  retryAfter?: number;
  /**
   * The page is a redirect (status 3xx) to this path on the site (no query: the address's own goes
   * along): the server answers with it; the browser's page makes the same redirect itself.
   */
  redirect?: string;
  /** Kept out of search results (my pages, sign-up, payment results, error pages). */
  noindex: boolean;
  /** The canonical root-form path, without the language parameter. */
  path: string;
  /** An image for link previews (the title's wide cover), absolute or root-relative. */
  image?: string;
  ogType: 'website' | 'article' | 'book';
  /** The trail from the top page to this one (the top page itself excluded): its BreadcrumbList. */
  breadcrumbs: Crumb[];
  /** schema.org nodes beside the BreadcrumbList. */
  jsonLd: JsonLd[];
}

/** What every head needs beyond the page: where the site is public, and in which language the page is. */
export interface HeadSite {
  /** The site's public origin ('https://comics.example'), the configured one, never guessed from a request. */
  origin: string;
  language: Language;
  /** The site's name in the page's language. */
  siteName: string;
}

export interface HeadTag {
  tag: 'title' | 'meta' | 'link' | 'script';
  attributes: Record<string, string>;
  text?: string;
}

const OG_LOCALES: Record<Language, string> = { ja: 'ja_JP', en: 'en_US' };

/** The page's address in one language: Japanese is the root form, English adds ?lang=en. */
export function pageUrl(origin: string, path: string, language: Language): string {
  const url = new URL(path, origin);
  if (language === 'en') url.searchParams.set('lang', 'en');
  return url.toString();
}

function absolute(origin: string, address: string): string {
  return new URL(address, origin).toString();
}

function breadcrumbList(head: PageHead, site: HeadSite): JsonLd {
  const trail = [{ name: site.siteName, path: '/' }, ...head.breadcrumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl(site.origin, crumb.path, site.language),
    })),
  };
}

/**
 * The head elements of a page: title, description, robots, canonical and its language
 * alternates (ja, en, x-default), Open Graph, Twitter card and JSON-LD. The one description of
 * a head that both the server's HTML (headHtml) and the browser (applyHeadTags) write.
 */
export function headTags(head: PageHead, site: HeadSite): HeadTag[] {
  const title = head.title === null ? site.siteName : `${head.title} | ${site.siteName}`;
  const canonical = pageUrl(site.origin, head.path, site.language);
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { [key]: name, content },
  });
  const tags: HeadTag[] = [{ tag: 'title', attributes: {}, text: title }, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  else {
    tags.push({ tag: 'link', attributes: { rel: 'canonical', href: canonical } });
    for (const [hreflang, language] of [
      ['ja', 'ja'],
      ['en', 'en'],
      ['x-default', 'ja'],
    ] as const) {
      tags.push({ tag: 'link', attributes: { rel: 'alternate', hreflang, href: pageUrl(site.origin, head.path, language) } });
    }
  }
  tags.push(
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:url', canonical),
    meta('property', 'og:site_name', site.siteName),
    meta('property', 'og:locale', OG_LOCALES[site.language]),
    meta('property', 'og:locale:alternate', OG_LOCALES[site.language === 'ja' ? 'en' : 'ja']),
  );
  if (head.image) tags.push(meta('property', 'og:image', absolute(site.origin, head.image)));
  tags.push(meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'));
  if (!head.noindex) {
    const nodes = head.breadcrumbs.length > 0 ? [...head.jsonLd, breadcrumbList(head, site)] : head.jsonLd;
    for (const node of nodes) tags.push({ tag: 'script', attributes: { type: 'application/ld+json' }, text: JSON.stringify(node) });
  }
  return tags;
}

/** Marks the elements a head wrote, so the next page's head replaces exactly them. */
export const HEAD_MARK = 'data-head';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML, for the server's page. JSON-LD has `<` escaped, so no value can close its script. */
export function headHtml(tags: readonly HeadTag[]): string {
  return tags
    .map(({ tag, attributes, text }) => {
      const attrs = Object.entries({ ...attributes, [HEAD_MARK]: '' })
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('');
      if (tag === 'meta' || tag === 'link') return `<${tag}${attrs}>`;
      const body = tag === 'script' ? (text ?? '').replace(/</g, '\\u003c') : escapeHtml(text ?? '');
      return `<${tag}${attrs}>${body}</${tag}>`;
    })
    .join('');
}

/**
 * Puts the head into the document after a navigation: the previous page's elements (and the
 * host page's own title and description, before the first head) are replaced; unchanged, the
 * document is left as it is (the server's head on the first page).
 */
export function applyHeadTags(doc: Document, tags: readonly HeadTag[]): void {
  const current = [...doc.head.querySelectorAll(`[${HEAD_MARK}]`)];
  const written = current.map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: Object.fromEntries(
      element
        .getAttributeNames()
        .filter((name) => name !== HEAD_MARK)
        .map((name) => [name, element.getAttribute(name)]),
    ),
    text: element.tagName === 'TITLE' || element.tagName === 'SCRIPT' ? element.textContent : undefined,
  }));
  const wanted = tags.map(({ tag, attributes, text }) => ({ tag, attributes, text }));
  if (JSON.stringify(written) === JSON.stringify(wanted)) return;
  for (const element of [...current, ...doc.head.querySelectorAll('title, meta[name="description"]')]) element.remove();
  for (const { tag, attributes, text } of tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARK, '');
    if (text !== undefined) element.textContent = text;
    doc.head.appendChild(element);
  }
}
