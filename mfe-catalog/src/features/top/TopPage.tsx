import { ErrorState, VisuallyHidden, useApiQuery, webTop } from '@ciao/shared';
import { useTranslation } from 'react-i18next';
import { TitleGrid } from '../common/TitleGrid';
import { TopSkeleton } from './TopSkeleton';
import layout from '../common/page.module.css';
import styles from './top.module.css';

export function TopPage() {
  const { t } = useTranslation('catalog');
  const top = useApiQuery(webTop, {});
  const sections = top.data?.section_list ?? [];

  return (
    <main className={layout.page}>
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
            <TitleGrid titles={section.title_list} />
          </section>
        ))}
    </main>
  );
}
