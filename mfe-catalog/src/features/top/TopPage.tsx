import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '../common/ErrorMessage';
import { TitleCard } from './TitleCard';
import { TopSkeleton } from './TopSkeleton';
import { useTopSections } from './use-top-sections';
import styles from './top.module.css';

export function TopPage() {
  const { t } = useTranslation('catalog');
  const sections = useTopSections();

  return (
    <main className={styles.page}>
      <h1 className={styles.visuallyHidden}>{t('top.heading')}</h1>
      {sections.status === 'loading' && <TopSkeleton />}
      {sections.status === 'error' && <ErrorMessage error={sections.error} onRetry={sections.retry} />}
      {sections.status === 'ready' && sections.data.every((section) => section.title_list.length === 0) && (
        <p className={styles.empty}>{t('top.empty')}</p>
      )}
      {sections.status === 'ready' &&
        sections.data
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
