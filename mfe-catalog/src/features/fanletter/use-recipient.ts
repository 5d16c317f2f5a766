import { titleList, useApiQuery, wpAuthor, type ApiError } from '@ciao/shared';

/** Who a fan letter goes to: an author, and the title it is about when written from a title page. */
export interface Recipient {
  authorId: number;
  authorName: string;
  title: { titleId: number; titleName: string } | null;
}

export type RecipientTarget = { to: 'title'; titleId: number } | { to: 'author'; authorId: number };

export type RecipientState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError; retry: () => void }
  | { status: 'not-found' }
  | { status: 'ready'; recipient: Recipient };

/** The recipient from the title (its author) or from the author's profile on the content service. */
export function useRecipient(target: RecipientTarget): RecipientState {
  const titles = useApiQuery(
    titleList,
    { title_id_list: String(target.to === 'title' ? target.titleId : 0) },
    { enabled: target.to === 'title' },
  );
  const author = useApiQuery(
    wpAuthor,
    { author_id: target.to === 'author' ? target.authorId : 0, per_page: 1 },
    { enabled: target.to === 'author' },
  );

  if (target.to === 'title') {
    if (titles.isError) return { status: 'error', error: titles.error, retry: titles.retry };
    if (titles.isPending) return { status: 'loading' };
    const title = titles.data.title_list[0];
    if (!title) return { status: 'not-found' };
    return {
      status: 'ready',
      recipient: {
        authorId: title.author_id,
        authorName: title.author_text,
        title: { titleId: title.title_id, titleName: title.title_name },
      },
    };
  }
  // The content service answers 1001 for an author it does not know.
  if (author.isError)
    return author.error.responseCode === 1001 ? { status: 'not-found' } : { status: 'error', error: author.error, retry: author.retry };
  if (author.isPending) return { status: 'loading' };
  return {
    status: 'ready',
    recipient: { authorId: author.data.author.author_id, authorName: author.data.author.author_name, title: null },
  };
}
