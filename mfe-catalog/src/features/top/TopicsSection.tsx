import { EXTERNAL_LINKS, formatDisplayDate, parseApiDateTime, useApiQuery, wpTopics, useTranslation } from '@ciao/shared';
import { TopSection } from './TopSection';
import styles from './top.module.css';

const TOPICS_ON_TOP = 4;

/**
 * The newest topics from the content service. Each links to the address the service gives
 * (`/topics/{slug}/`, docs/product-rules.md §2's topics pages), plain links: the topics screens are routed by the host.
 */
export function TopicsSection() {
  const { t } = useTranslation('catalog');
  const topics = useApiQuery(wpTopics, { per_page: TOPICS_ON_TOP });
  const posts = topics.data?.post_list ?? [];
  if (posts.length === 0) return null;

  return (
    <TopSection
      id="topics"
      heading={t('top.topics')}
      more={
        <a className={styles.more} href={EXTERNAL_LINKS.topics}>
          {t('top.moreTopics')}
        </a>
      }
    >
      <ul className={styles.topics}>
        {posts.map((post) => (
          <li key={post.id}>
            <a className={styles.topic} href={post.link}>
              <time dateTime={post.date}>{formatDisplayDate(parseApiDateTime(post.date))}</time>
              <span>{post.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </TopSection>
  );
}
