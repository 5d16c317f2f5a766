import { formatDisplayDate, href, parseApiDateTime, type Post } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import styles from './topics.module.css';

/** Topics a page lists, on the topics pages and an author's page alike. */
export const TOPICS_PER_PAGE = 20;

/** Articles as a list of linked headlines with their date and excerpt, newest first. */
export function TopicList({ posts }: { posts: readonly Post[] }) {
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.id} className={styles.item}>
          <Link className={styles.itemLink} to={href('TOPIC', { slug: post.slug })}>
            <span className={styles.itemTitle}>{post.title}</span>
            <time className={styles.date} dateTime={post.date}>
              {formatDisplayDate(parseApiDateTime(post.date))}
            </time>
            <span className={styles.excerpt}>{post.excerpt}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
