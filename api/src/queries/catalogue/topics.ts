import type { Post } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { formatApiDateTime } from '../api-date-time';

export interface TopicFilter {
  kind: 'topics' | 'memory' | 'limited';
  tagIds?: readonly number[];
  categoryId?: number;
  authorId?: number;
  page: number;
  perPage: number;
}

interface TopicRow {
  topic_id: number;
  kind: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category_id: number;
  author_id: number | null;
  title_id: number | null;
  published_at: Date;
  tag_ids: number[];
}

const SELECT_TOPIC = `select p.topic_id, p.kind, p.slug, p.title, p.excerpt, p.content, p.category_id, p.author_id, p.title_id, p.published_at,
            array(select l.tag_id from topic_tag_links l where l.topic_id = p.topic_id order by l.tag_id) as tag_ids
       from topics p`;

function toPost(row: TopicRow, withContent: boolean): Post {
  return {
    id: row.topic_id,
    date: formatApiDateTime(row.published_at),
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    // Subscriber-only articles keep their body for subscribers; the list and excerpt stay public.
    content: row.kind === 'limited' && !withContent ? null : row.content,
    categories: [row.category_id],
    tags: row.tag_ids,
    title_id: row.title_id,
    author_id: row.author_id,
    link: row.kind === 'limited' ? `/limited/episode?id=${row.topic_id}` : `/topics/${row.slug}/`,
  };
}

/** One public article (news or archive) by slug, once published; subscriber-only ones live under /limited. */
export async function publicTopicBySlug(db: Queryable, slug: string, now: Date): Promise<Post | null> {
  const [row] = await db.query<TopicRow>(`${SELECT_TOPIC} where p.slug = $1 and p.kind <> 'limited' and p.published_at <= $2`, [slug, now]);
  return row ? toPost(row, true) : null;
}

/** One page of CMS posts, newest first, with the total for paging. Every filter is a parameter. */
export async function topicPage(db: Queryable, filter: TopicFilter, now: Date, withContent: boolean) {
  // No kind (an author's topics): news and archive, never the subscriber-only articles, which have no public page.
  const where = `where ((cast($1 as text) is null and p.kind <> 'limited') or p.kind = $1) and p.published_at <= $2
       and ($3::int[] is null or exists (select 1 from topic_tag_links l where l.topic_id = p.topic_id and l.tag_id = any($3::int[])))
       and ($4::int is null or p.category_id = $4)
       and ($5::int is null or p.author_id = $5)`;
  const filterParams = [
    filter.authorId === undefined ? filter.kind : null,
    now,
    filter.tagIds ?? null,
    filter.categoryId ?? null,
    filter.authorId ?? null,
  ];
  const rows = await db.query<TopicRow>(
    `${SELECT_TOPIC} ${where}
      order by p.published_at desc, p.topic_id desc limit $6 offset $7`,
    [...filterParams, filter.perPage, (filter.page - 1) * filter.perPage],
  );
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from topics p ${where}`, filterParams);
  const total = count?.total ?? 0;
  const posts = rows.map((row) => toPost(row, withContent));
  return { post_list: posts, total, total_pages: Math.ceil(total / filter.perPage) };
}
