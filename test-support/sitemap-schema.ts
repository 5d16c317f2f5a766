import { spawnSync } from 'node:child_process';
import path from 'node:path';

const SCHEMAS = path.join(__dirname, 'sitemap-schemas');

/**
 * The errors Debian's xmllint finds in a sitemap (`urlset`, with its hreflang links) or a sitemap
 * index, against the sitemaps.org schemas vendored in sitemap-schemas/ (tests run without a
 * network); an empty string when it is valid.
 */
export function sitemapSchemaErrors(xml: string, kind: 'urlset' | 'index'): string {
  const schema = path.join(SCHEMAS, kind === 'index' ? 'siteindex.xsd' : 'sitemap-with-alternates.xsd');
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, '-'], { input: xml, encoding: 'utf8' });
  if (run.error) throw new Error(`xmllint is missing (Debian: apt-get install -y libxml2-utils): ${run.error.message}`);
  return run.status === 0 ? '' : run.stderr;
}
