import { wpAuthor, wpAuthorList, wpCategories, wpLimited, wpMagazines, wpTopic, wpTopics, wpTopicsMemory } from '@ciao/shared/contracts';
import type { Queryable } from '../../db/database';
import { parameterInvalid } from '../../http/api-failure';
import { defineRoute } from '../../http/define-route';
import { releasedMagazines, toMagazines } from '../../queries/catalogue/magazines';
import { hasValidSubscription } from '../../queries/catalogue/subscription';
import { publicTopicBySlug, topicPage } from '../../queries/catalogue/topics';
import { titleExists } from '../../queries/titles';
import { titleNotFound } from '../../http/not-found';

/** The site's own CMS, served by this API with the same envelope and signature as every call. */

export const wpTopicsRoute = defineRoute(wpTopics, async ({ params, api }) =>
  topicPage(
    api.db,
    {
      kind: 'topics',
      page: params.page,
      perPage: params.per_page,
      ...(params.tags && { tagIds: params.tags }),
      ...(params.categories !== undefined && { categoryId: params.categories }),
    },
    api.clock(),
    false,
  ),
);

export const wpTopicsMemoryRoute = defineRoute(wpTopicsMemory, async ({ params, api }) =>
  topicPage(
    api.db,
    {
      kind: 'memory',
      page: params.page,
      perPage: params.per_page,
      ...(params.tags && { tagIds: params.tags }),
      ...(params.categories !== undefined && { categoryId: params.categories }),
    },
    api.clock(),
    false,
  ),
);

export const wpTopicRoute = defineRoute(wpTopic, async ({ params, api }) => {
  const post = await publicTopicBySlug(api.db, params.slug, api.clock());
  if (!post) throw parameterInvalid('unknown topic');
  return { post };
});

export const wpLimitedRoute = defineRoute(wpLimited, async ({ params, api, reader }) => {
  const now = api.clock();
  const isSubscriber = reader ? await hasValidSubscription(api.db, reader.account_id, now) : false;
  return {
    ...(await topicPage(api.db, { kind: 'limited', page: params.page, perPage: params.per_page }, now, isSubscriber)),
    is_subscriber: isSubscriber,
  };
});

export const wpCategoriesRoute = defineRoute(wpCategories, async ({ api }) => ({
  category_list: await api.db.query<{ id: number; slug: string; name: string; count: number }>(
    `select c.category_id as id, c.slug, c.name,
            (select count(*)::int from topics p where p.category_id = c.category_id and p.kind <> 'limited' and p.published_at <= $1) as count
       from topic_categories c order by c.category_id`,
    [api.clock()],
  ),
}));

export const wpMagazinesRoute = defineRoute(wpMagazines, async ({ params, api, reader }) => {
  const now = api.clock();
  const { rows, total } = await releasedMagazines(api.db, now, params.per_page, (params.page - 1) * params.per_page);
  const isSubscriber = reader ? await hasValidSubscription(api.db, reader.account_id, now) : false;
  return {
    magazine_list: await toMagazines(api.db, rows, isSubscriber, api.publicPrefix),
    total,
    total_pages: Math.ceil(total / params.per_page),
  };
});

async function authors(db: Queryable, authorIds: readonly number[] | null) {
  return db.query<{ author_id: number; author_name: string; profile_text: string; debut_year: number | null; title_id_list: number[] }>(
    `select a.author_id, a.author_name, coalesce(p.profile_text, '') as profile_text, p.debut_year,
            array(select t.title_id from titles t where t.author_id = a.author_id order by t.title_id) as title_id_list
       from authors a left join author_profiles p on p.author_id = a.author_id
      where $1::int[] is null or a.author_id = any($1::int[]) order by a.author_id`,
    [authorIds],
  );
}

export const wpAuthorListRoute = defineRoute(wpAuthorList, async ({ params, api }) => {
  if (params.title === undefined) return { author_list: await authors(api.db, null) };
  if (!(await titleExists(api.db, params.title))) throw titleNotFound();
  const rows = await api.db.query<{ author_id: number }>('select author_id from titles where title_id = $1', [params.title]);
  return {
    author_list: await authors(
      api.db,
      rows.map((row) => row.author_id),
    ),
  };
});

export const wpAuthorRoute = defineRoute(wpAuthor, async ({ params, api }) => {
  const [author] = await authors(api.db, [params.author_id]);
  if (!author) throw parameterInvalid('unknown author');
  const topics = await topicPage(
    api.db,
    { kind: 'topics', authorId: author.author_id, page: params.page, perPage: params.per_page },
    api.clock(),
    false,
  );
  return { author, topics };
});
