import { href, titleWeekly, useApiQuery, useTranslation } from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { TitleGrid } from '../common/TitleGrid';
import { todayKey } from '../common/series-tabs';
import { TopSection } from './TopSection';
import { uniqueTitles } from './unique-titles';
import styles from './top.module.css';

/** Today's weekday serials (/title/weekly), with the way to the whole series list. */
export function WeekdaySection() {
  const { t } = useTranslation('catalog');
  const today = todayKey();
  const weekly = useApiQuery(titleWeekly, { weekday: today });
  const titles = uniqueTitles(weekly.data?.title_list ?? []);
  if (titles.length === 0) return null;

  return (
    <TopSection
      id="weekday"
      heading={t('top.weekday', { day: t(`series.tabs.${today}`) })}
      more={
        <Link className={styles.more} to={href('SERIES')}>
          {t('top.moreSeries')}
        </Link>
      }
    >
      <TitleGrid titles={titles} />
    </TopSection>
  );
}
