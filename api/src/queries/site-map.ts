import type { Queryable } from '../db/database';

/** One public page of the catalogue and when its content last changed. */
export interface SiteMapEntry {
  /** Root-form path ('/title/00101'). */
  path: string;
  /** Null when the data holds no date for it. */
  lastModified: Date | null;
}

/** The public pages of the catalogue, by kind, as the sitemap lists them (ops/src/server/site-map.ts). */
export interface SiteMapData {
  titles: SiteMapEntry[];
  episodes: SiteMapEntry[];
  authors: SiteMapEntry[];
  topics: SiteMapEntry[];
  magazines: SiteMapEntry[];
}

const pad = (id: number) => String(id).padStart(5, '0');

/**
 * What is public at `now`, each with the date its page last changed: a title when it was last
 * updated, an episode when it was released (its page shows nothing that changes after), an author
 * with their newest title's update or topic, a topic when published, a magazine issue on release.
 * Released episodes and issues only, and no subscriber-only article (their pages answer
 * "not found" or "subscribers only" to a crawler). The paths are the routes' (shared/src/routes/paths.ts).
 */
export async function readSiteMapData(db: Queryable, now: Date): Promise<SiteMapData> {
  const [titles, episodes, authors, topics, magazines] = await Promise.all([
    db.query<{ title_id: number; at: Date }>('select title_id, latest_update_at as at from titles order by title_id'),
    db.query<{ title_id: number; episode_id: number; at: Date }>(
      'select title_id, episode_id, start_time as at from episodes where start_time <= $1 order by title_id, episode_index',
      [now],
    ),
    db.query<{ author_id: number; at: Date | null }>(
      `select a.author_id,
              greatest((select max(t.latest_update_at) from titles t where t.author_id = a.author_id),
                       (select max(p.published_at) from topics p where p.author_id = a.author_id and p.kind <> 'limited' and p.published_at <= $1)) as at
         from authors a order by a.author_id`,
      [now],
    ),
    db.query<{ slug: string; at: Date }>(
      "select slug, published_at as at from topics where kind <> 'limited' and published_at <= $1 order by published_at desc",
      [now],
    ),
    db.query<{ magazine_id: number; at: Date }>(
      'select magazine_id, release_at as at from magazines where release_at <= $1 order by magazine_id',
      [now],
    ),
  ]);
  return {
    titles: titles.map((row) => ({ path: `/title/${pad(row.title_id)}`, lastModified: new Date(row.at) })),
    episodes: episodes.map((row) => ({ path: `/title/${pad(row.title_id)}/episode/${row.episode_id}`, lastModified: new Date(row.at) })),
    // An author with neither titles nor topics has a page too, with no date to give.
    authors: authors.map((row) => ({ path: `/author/${row.author_id}`, lastModified: row.at === null ? null : new Date(row.at) })),
    topics: topics.map((row) => ({ path: `/topics/${row.slug}`, lastModified: new Date(row.at) })),
    magazines: magazines.map((row) => ({ path: `/magazine/${pad(row.magazine_id)}`, lastModified: new Date(row.at) })),
  };
}
