import { useParams, useSearchParams } from '@ciao/shared/router';
import { ARTICLE_NAMES, type ArticleName, type ContentPagesProps } from '@ciao/shared';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RemoteRegion } from '../remotes/RemoteRegion';

/** An author or title id in a path or query: a positive integer. */
const NUMERIC_ID = /^\d{1,9}$/;
/** A CMS slug (topics article or category), as the content service writes them. */
const SLUG = /^[a-z0-9_-]{1,80}$/;

function ContentRegion(props: ContentPagesProps) {
  return <RemoteRegion remote="catalog" expose="./ContentPages" props={props} />;
}

/** TOPICS: news and archive articles of every category. */
export function TopicsRoute() {
  return <ContentRegion screen="topics" />;
}

/** TOPICS_CATEGORY: one category's articles; a malformed slug is not found (an unknown one: the remote says so). */
export function TopicsCategoryRoute() {
  const { categorySlug = '' } = useParams();
  if (!SLUG.test(categorySlug)) return <NotFoundPage />;
  return <ContentRegion key={categorySlug} screen="topics" categorySlug={categorySlug} />;
}

/** TOPIC: one article. */
export function TopicRoute() {
  const { slug = '' } = useParams();
  if (!SLUG.test(slug)) return <NotFoundPage />;
  return <ContentRegion key={slug} screen="topic" slug={slug} />;
}

/** AUTHORS: the manga artist list, or the author(s) of `?title=`. */
export function AuthorsRoute() {
  const [searchParams] = useSearchParams();
  const title = searchParams.get('title');
  if (title === null) return <ContentRegion screen="authors" />;
  if (!NUMERIC_ID.test(title)) return <NotFoundPage />;
  return <ContentRegion key={title} screen="authors" titleId={Number(title)} />;
}

/** AUTHOR: one artist's profile, titles and topics. */
export function AuthorRoute() {
  const { authorId = '' } = useParams();
  if (!NUMERIC_ID.test(authorId)) return <NotFoundPage />;
  return <ContentRegion key={authorId} screen="author" authorId={Number(authorId)} />;
}

/** ABOUT: the first-timers guide. */
export function AboutRoute() {
  return <ContentRegion screen="about" />;
}

function isArticleName(name: string): name is ArticleName {
  return (ARTICLE_NAMES as readonly string[]).includes(name);
}

/** ARTICLE: the three static articles of docs/product-rules.md §2; any other name is not found. */
export function ArticleRoute() {
  const { articleName = '' } = useParams();
  if (!isArticleName(articleName)) return <NotFoundPage />;
  return <ContentRegion key={articleName} screen="article" article={articleName} />;
}

/** LATEST_UPDATES: titles by last update. */
export function LatestUpdatesRoute() {
  return <ContentRegion screen="updates" />;
}
