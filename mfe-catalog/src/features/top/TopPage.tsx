import { ErrorState, VisuallyHidden, useApiQuery, webTop } from '@ciao/shared';
import { useTranslation } from 'react-i18next';
import { TitleCard } from './TitleCard';
import { TopSkeleton } from './TopSkeleton';
import styles from './top.module.css';

export function TopPage() {
  const { t } = useTranslation('catalog');
  const top = useApiQuery(webTop, {});
  const sections = top.data?.section_list ?? [];

  return (
    <main className={styles.page}>
      <VisuallyHidden as="h1">{t('top.heading')}</VisuallyHidden>
      {top.isPending && <TopSkeleton />}
      {top.isError && <ErrorState error={top.error} onRetry={top.retry} />}
      {top.isSuccess && sections.every((section) => section.title_list.length === 0) && <p className={styles.empty}>{t('top.empty')}</p>}
      {sections
        .filter((section) => section.title_list.length > 0)
        .map((section) => (
          <section key={section.section_key} className={styles.section} aria-labelledby={`top-${section.section_key}`}>
            <h2 id={`top-${section.section_key}`} className={styles.sectionName}>
              {section.section_name}
            </h2>
            <ul className={styles.grid}>
              {section.title_list.map((title) => (
                <TitleCard key={title.title_id} title={title} />
              ))}
            </ul>
          </section>
        ))}
    </main>
  );
}
