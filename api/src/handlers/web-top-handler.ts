import { webTop, type ResponseOf } from '@ciao/shared/contracts';
import { defineSharedRoute } from '../http/define-route';
import { titleSummaries } from '../queries/titles';

type SectionKey = ResponseOf<typeof webTop>['section_list'][number]['section_key'];

/** The top page, section by section. The SQL fragments are fixed here, never built from a request. */
const SECTIONS: ReadonlyArray<{ key: SectionKey; name: string; sql: string; limit: number }> = [
  {
    key: 'updated',
    name: '更新作品',
    sql: `where t.weekday in ('monday','tuesday','wednesday','thursday','friday','saturday','sunday')
          order by t.latest_update_at desc, t.title_id`,
    limit: 12,
  },
  { key: 'ranking', name: 'ランキング', sql: 'order by t.ranking_score desc, t.title_id', limit: 10 },
  { key: 'new', name: '新連載', sql: `where t.weekday <> 'finished' order by t.created_at desc, t.title_id`, limit: 8 },
  { key: 'recommended', name: 'おすすめ', sql: 'where t.is_recommended order by t.title_id', limit: 12 },
  { key: 'finished', name: '完結作品', sql: `where t.weekday = 'finished' order by t.latest_update_at desc, t.title_id`, limit: 12 },
  { key: 'oneshot', name: '読切', sql: `where t.weekday = 'oneshot' order by t.latest_update_at desc, t.title_id`, limit: 12 },
];

/**
 * How long one answer is served from the short cache. The answer is the same for every
 * visitor and depends only on catalogue rows (titles, authors, episodes, genres), which the
 * API never writes: they change when the content is loaded. So a change to the catalogue
 * shows on the top page within this time, in every API process; nothing in the answer
 * depends on the clock or the reader.
 */
export const WEB_TOP_CACHE_MS = 5_000;

export const webTopRoute = defineSharedRoute(webTop, { key: 'web-top', ttlMs: WEB_TOP_CACHE_MS }, async ({ api }) => ({
  section_list: await Promise.all(
    SECTIONS.map(async (section) => ({
      section_key: section.key,
      section_name: section.name,
      title_list: await titleSummaries(api.db, section.sql, section.limit, api.publicPrefix),
    })),
  ),
}));
