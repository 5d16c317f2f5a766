import type { FastifyInstance, FastifyReply } from 'fastify';
import { ARTICLE_NAMES } from '@ciao/shared/federation';
import { href } from '@ciao/shared/route-paths';
import type { SiteMapData, SiteMapEntry } from '@ciao/api';

/** The sitemap protocol's limit is 50,000 addresses a file; each page is listed in both languages. */
const PAGES_PER_FILE = 25_000;
/** A sitemap is read from the database at most this often (crawlers fetch it often, the catalogue changes daily). */
const SITE_MAP_TTL_MS = 10 * 60 * 1000;
const XML = 'application/xml; charset=utf-8';
const PUBLIC_HOUR = 'public, max-age=3600';

type Kind = keyof SiteMapData | 'pages';

export interface SiteMapOptions {
  /** The site's public origin: every address in the sitemap and robots.txt is absolute in it. */
  publicOrigin: string;
  /** The catalogue's public pages from the database (@ciao/api readSiteMapData). */
  read: () => Promise<SiteMapData>;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** W3C datetime, as the sitemap schema's tLastmod wants it. */
const lastmod = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '');

function newest(entries: readonly SiteMapEntry[]): Date | null {
  let latest: Date | null = null;
  for (const { lastModified } of entries) if (lastModified && (!latest || lastModified > latest)) latest = lastModified;
  return latest;
}

/** The fixed public pages (the routes of shared/src/routes/paths.ts with no id), dated by what they list. */
function fixedPages(data: SiteMapData): SiteMapEntry[] {
  const catalogue = newest(data.titles);
  return [
    { path: href('TOP'), lastModified: newest([{ path: '', lastModified: catalogue }, ...data.topics]) },
    { path: href('RANKING'), lastModified: catalogue },
    { path: href('SERIES'), lastModified: catalogue },
    { path: href('LATEST_UPDATES'), lastModified: catalogue },
    { path: href('SEARCH'), lastModified: catalogue },
    { path: href('TOPICS'), lastModified: newest(data.topics) },
    { path: href('AUTHORS'), lastModified: newest(data.authors) },
    { path: href('ABOUT'), lastModified: null },
    ...ARTICLE_NAMES.map((articleName) => ({ path: href('ARTICLE', { articleName }), lastModified: null })),
  ];
}

/**
 * `/sitemap.xml` (a sitemap index) and its files `/sitemaps/<kind>-<n>.xml`: the fixed pages,
 * titles, episodes, authors, topics and magazine issues, each address in Japanese (the root form)
 * and English (?lang=en) with both as hreflang alternates and x-default the Japanese one, as the
 * pages' own heads name them (host/src/head/page-head.ts). Read from the database, kept
 * SITE_MAP_TTL_MS. Valid against the sitemaps.org schema (ops/test/site-map.api.test.ts).
 */
export function registerSiteMap(app: FastifyInstance, options: SiteMapOptions): void {
  const origin = options.publicOrigin.replace(/\/$/, '');
  let kept: { at: number; files: Promise<Map<string, { xml: string; lastModified: Date | null }>> } | null = null;

  const address = (path: string, english: boolean) => {
    const url = new URL(path, origin);
    if (english) url.searchParams.set('lang', 'en');
    return escapeXml(url.toString());
  };
  const urlset = (entries: readonly SiteMapEntry[]) => {
    const urls = entries.flatMap(({ path, lastModified }) => {
      const alternates =
        `<xhtml:link rel="alternate" hreflang="ja" href="${address(path, false)}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${address(path, true)}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${address(path, false)}"/>`;
      return [false, true].map((english) => `<url><loc>${address(path, english)}</loc>${lastmod(lastModified)}${alternates}</url>`);
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
  };

  const build = async () => {
    const data = await options.read();
    const kinds: [Kind, SiteMapEntry[]][] = [['pages', fixedPages(data)], ...(Object.entries(data) as [Kind, SiteMapEntry[]][])];
    const files = new Map<string, { xml: string; lastModified: Date | null }>();
    for (const [kind, entries] of kinds) {
      for (let start = 0, part = 1; start < entries.length; start += PAGES_PER_FILE, part += 1) {
        const slice = entries.slice(start, start + PAGES_PER_FILE);
        files.set(`/sitemaps/${kind}-${part}.xml`, { xml: urlset(slice), lastModified: newest(slice) });
      }
    }
    const index = [...files].map(
      ([path, file]) => `<sitemap><loc>${escapeXml(origin + path)}</loc>${lastmod(file.lastModified)}</sitemap>`,
    );
    files.set('/sitemap.xml', {
      xml: `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${index.join('')}</sitemapindex>\n`,
      lastModified: null,
    });
    return files;
  };
  const files = () => {
    if (!kept || Date.now() - kept.at >= SITE_MAP_TTL_MS) {
      const built = build();
      kept = { at: Date.now(), files: built };
      // A failed read is not kept: the next request tries again.
      built.catch(() => {
        if (kept?.files === built) kept = null;
      });
    }
    return kept.files;
  };

  const serve = async (path: string, reply: FastifyReply) => {
    const file = (await files()).get(path);
    if (!file) return reply.code(404).type('text/plain').send('Not Found');
    return reply.header('cache-control', PUBLIC_HOUR).type(XML).send(file.xml);
  };
  app.get('/sitemap.xml', (_request, reply) => serve('/sitemap.xml', reply));
  app.get<{ Params: { file: string } }>('/sitemaps/:file', (request, reply) => serve(`/sitemaps/${request.params.file}`, reply));
}
