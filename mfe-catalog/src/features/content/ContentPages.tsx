import '../../i18n/register-content';
import type { ContentPagesProps } from '@ciao/shared';
import { AuthorPage } from '../authors/AuthorPage';
import { AuthorsPage } from '../authors/AuthorsPage';
import { GuidePage } from '../guide/GuidePage';
import { TopicArticle } from '../topics/TopicArticle';
import { TopicsPage } from '../topics/TopicsPage';
import { LatestUpdatesPage } from '../updates/LatestUpdatesPage';

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
