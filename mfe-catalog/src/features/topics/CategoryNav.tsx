import { href, useTranslation } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import styles from '../common/topics.module.css';

interface Category {
  id: number;
  slug: string;
  name: string;
}

/** Links to every category (and to all topics); the current one is marked. */
export function CategoryNav({ categories, current }: { categories: readonly Category[]; current?: string | undefined }) {
  const { t } = useTranslation('catalog');
  return (
    <nav aria-label={t('topics.categories')}>
      <ul className={styles.categories}>
        <li>
          <Link className={styles.category} to={href('TOPICS')} aria-current={current === undefined ? 'page' : undefined}>
            {t('topics.all')}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              className={styles.category}
              to={href('TOPICS_CATEGORY', { categorySlug: category.slug })}
              aria-current={current === category.slug ? 'page' : undefined}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
