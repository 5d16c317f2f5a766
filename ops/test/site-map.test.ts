/**
 * @jest-environment node
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { SiteMapData } from '@ciao/api';
import { sitemapSchemaErrors } from '../../test-support/sitemap-schema';
import { registerRobots } from '../src/server/robots';
import { registerSiteMap } from '../src/server/site-map';

const ORIGIN = 'https://comics.example';
const data: SiteMapData = {
  titles: [
    { path: '/title/00101', lastModified: new Date('2026-11-20T01:00:00Z') },
    { path: '/title/00102', lastModified: new Date('2026-11-22T01:00:00Z') },
  ],
  episodes: [{ path: '/title/00101/episode/1001', lastModified: new Date('2026-11-01T00:00:00Z') }],
  authors: [
    { path: '/author/1', lastModified: new Date('2026-11-22T01:00:00Z') },
    { path: '/author/2', lastModified: null },
  ],
  topics: [{ path: '/topics/new-volume', lastModified: new Date('2026-11-25T03:00:00Z') }],
  magazines: [{ path: '/magazine/00012', lastModified: new Date('2026-11-03T00:00:00Z') }],
};

let app: FastifyInstance;
let reads = 0;

beforeAll(async () => {
  app = Fastify();
  registerRobots(app, ORIGIN);
  registerSiteMap(app, {
    publicOrigin: ORIGIN,
    read: async () => {
      reads += 1;
      return data;
    },
  });
  await app.ready();
});

afterAll(() => app.close());

const get = async (url: string) => app.inject({ url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

describe('the sitemap', () => {
  it('is an index of files that list every page in both languages, valid against the sitemaps.org schemas', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(sitemapSchemaErrors(index.body, 'index')).toBe('');
    const files = locs(index.body);
    expect(files).toEqual(
      ['pages', 'titles', 'episodes', 'authors', 'topics', 'magazines'].map((kind) => `${ORIGIN}/sitemaps/${kind}-1.xml`),
    );

    const listed: string[] = [];
    for (const file of files) {
      const answer = await get(new URL(file).pathname);
      expect(answer.statusCode).toBe(200);
      expect(sitemapSchemaErrors(answer.body, 'urlset')).toBe('');
      listed.push(...locs(answer.body));
    }
    for (const { path } of Object.values(data).flat()) {
      expect(listed).toContain(`${ORIGIN}${path}`);
      expect(listed).toContain(`${ORIGIN}${path}?lang=en`);
    }
    expect(listed).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/ranking`, `${ORIGIN}/article/help`]));
  });

  it('dates each page and file from the data, and names the language alternates of each page', async () => {
    const titles = (await get('/sitemaps/titles-1.xml')).body;
    expect(titles).toContain(
      '<url><loc>https://comics.example/title/00101</loc><lastmod>2026-11-20T01:00:00.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="ja" href="https://comics.example/title/00101"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://comics.example/title/00101?lang=en"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://comics.example/title/00101"/></url>',
    );
    const index = (await get('/sitemap.xml')).body;
    // A file's date is its newest page's; the fixed pages' is the newest of what they list (a topic on the top page).
    expect(index).toContain('<loc>https://comics.example/sitemaps/titles-1.xml</loc><lastmod>2026-11-22T01:00:00.000Z</lastmod>');
    expect(index).toContain('<loc>https://comics.example/sitemaps/pages-1.xml</loc><lastmod>2026-11-25T03:00:00.000Z</lastmod>');
    // An author the data gives no date for has none, rather than an invented one.
    expect((await get('/sitemaps/authors-1.xml')).body).toContain('<url><loc>https://comics.example/author/2</loc><xhtml:link');
  });

  it('is read from the database once for the many requests of a crawl', async () => {
    const before = reads;
    await Promise.all([get('/sitemap.xml'), get('/sitemaps/episodes-1.xml'), get('/sitemaps/topics-1.xml')]);
    expect(reads - before).toBe(0);
    expect((await get('/sitemaps/nothing-1.xml')).statusCode).toBe(404);
  });
});

describe('robots.txt', () => {
  it('lets crawlers reach the public pages, not the private ones, and names the sitemap', async () => {
    const answer = await get('/robots.txt');
    expect(answer.statusCode).toBe(200);
    const lines = answer.body.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Sitemap: https://comics.example/sitemap.xml']));
    for (const path of ['/my', '/api/', '/ops', '/signup', '/payment/', '/point/']) expect(lines).toContain(`Disallow: ${path}`);
    for (const path of ['/title/', '/ranking', '/author', '/topics'])
      expect(lines.some((line) => line.startsWith(`Disallow: ${path}`))).toBe(false);
  });
});
