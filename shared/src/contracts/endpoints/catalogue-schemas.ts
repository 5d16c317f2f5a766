import { z } from 'zod';
import { intParam } from '../endpoint';
import { episodeSchema, titleSummarySchema } from '../entities';
import { lazySchema } from '../lazy-schema';

/** Schemas several catalogue calls share (the group's own; entities.ts keeps the site-wide ones). */

/** `limit`/`offset` paging: at most `max` per page. */
export function pagingParams(defaultLimit: number, max: number) {
  return {
    limit: intParam(1, max).default(defaultLimit),
    offset: intParam(0, 1_000_000).default(0),
  };
}

export const rankedTitleSchema = lazySchema(() => titleSummarySchema.extend({ rank: z.number().int().min(1) }));

export const magazineArticleLinkSchema = lazySchema(() =>
  z.object({
    /** 'honshi' marks the main issue (docs/product-rules.md §3); others: 'furoku', 'present'. */
    magazine_type: z.string(),
    article_name: z.string(),
    url: z.string(),
  }),
);

export const magazineSchema = lazySchema(() =>
  z.object({
    magazine_id: z.number().int(),
    magazine_category_id: z.number().int(),
    magazine_name: z.string(),
    introduction_text: z.string(),
    thumbnail_image_url: z.string(),
    price: z.number().int().min(0),
    is_free: z.boolean(),
    /** The reader may open the pages now (free issue or a subscription valid now). */
    is_readable: z.boolean(),
    release_time: z.string(),
    page_count: z.number().int(),
    magazine_article_link: z.array(magazineArticleLinkSchema),
  }),
);
export type Magazine = z.infer<typeof magazineSchema>;

/** `view_type`: 1 the whole issue, 2 the free preview (its first pages, for anyone). */
export const viewTypeParam = () => z.enum(['1', '2']).default('1').transform(Number);
export const MAGAZINE_PREVIEW_PAGES = 4;

/** A content-service (CMS) post. */
export const postSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    date: z.string(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    /** Null when the article is for subscribers and the reader is not one. */
    content: z.string().nullable(),
    categories: z.array(z.number().int()),
    tags: z.array(z.number().int()),
    title_id: z.number().int().nullable(),
    author_id: z.number().int().nullable(),
    link: z.string(),
  }),
);
export type Post = z.infer<typeof postSchema>;

export const postPageSchema = lazySchema(() =>
  z.object({
    post_list: z.array(postSchema),
    total: z.number().int(),
    total_pages: z.number().int(),
  }),
);

export function postPageParams(defaultPerPage: number) {
  return { page: intParam(1, 10_000).default(1), per_page: intParam(1, 100).default(defaultPerPage) };
}

export const authorSchema = lazySchema(() =>
  z.object({
    author_id: z.number().int(),
    author_name: z.string(),
    profile_text: z.string(),
    debut_year: z.number().int().nullable(),
    title_id_list: z.array(z.number().int()),
  }),
);

/** An episode with its title, as the viewer and latest-redirect pages need it. */
export const episodeWithTitleSchema = lazySchema(() => z.object({ episode: episodeSchema, title: titleSummarySchema }));
