import { useApiQuery, wpLimited, type Post } from '@ciao/shared';
import { useEffect, useState } from 'react';

/** docs/product-rules.md §9: the subscriber content list comes 100 articles a page. */
export const LIMITED_PAGE_SIZE = 100;

/** One page of the subscriber content list (1-based). */
export function useLimitedPage(page: number) {
  return useApiQuery(wpLimited, { page, per_page: LIMITED_PAGE_SIZE });
}

/**
 * One subscriber article by id. The content service has no single-article call, so the
 * list is read page by page (each cached for the list screen too) until the article turns
 * up or the pages run out.
 */
export function useLimitedPost(id: number) {
  const [page, setPage] = useState(1);
  const list = useLimitedPage(page);
  const post: Post | undefined = list.data?.post_list.find((candidate) => candidate.id === id);
  const morePages = list.data !== undefined && page < list.data.total_pages;
  useEffect(() => {
    if (!post && morePages) setPage((current) => current + 1);
  }, [post, morePages]);
  return {
    list,
    post: post ?? null,
    isSubscriber: list.data?.is_subscriber ?? false,
    notFound: list.isSuccess && !post && !morePages,
  };
}

/** How a sentence ends, in Japanese or English (and a closing bracket or quote after it). */
const SENTENCE_END = /[。．！？!?.…][」』）)"']*$/;

/**
 * An excerpt as the list and the paywall show it: the content service cuts the body at a
 * length, often mid-sentence, so a cut excerpt says so with "…".
 */
export function excerptText(excerpt: string): string {
  const text = excerpt.trim();
  return text === '' || SENTENCE_END.test(text) ? text : `${text}…`;
}
