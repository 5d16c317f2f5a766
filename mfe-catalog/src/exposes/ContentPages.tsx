import '../i18n/register-content';
import type { ContentPagesProps } from '@ciao/shared';
import { AuthorPage } from '../features/authors/AuthorPage';
import { AuthorsPage } from '../features/authors/AuthorsPage';
import { GuidePage } from '../features/guide/GuidePage';
import { TopicArticle } from '../features/topics/TopicArticle';
import { TopicsPage } from '../features/topics/TopicsPage';
import { LatestUpdatesPage } from '../features/updates/LatestUpdatesPage';

/** The content screens behind one expose; the host picks the screen by route. */
export function ContentPages(props: ContentPagesProps) {
  switch (props.screen) {
    case 'topics':
      return <TopicsPage categorySlug={props.categorySlug} />;
    case 'topic':
      return <TopicArticle slug={props.slug} />;
    case 'authors':
      return <AuthorsPage titleId={props.titleId} />;
    case 'author':
      return <AuthorPage authorId={props.authorId} />;
    case 'about':
      return <GuidePage text="about" />;
    case 'article':
      return <GuidePage text={props.article} />;
    case 'updates':
      return <LatestUpdatesPage />;
  }
}
