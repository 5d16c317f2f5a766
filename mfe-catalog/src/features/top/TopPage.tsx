import {
  AD_PLACEMENTS,
  AdBanner,
  AfterFirstScreen,
  ErrorState,
  RenderWhenNear,
  VisuallyHidden,
  href,
  useApiQuery,
  useDeferredArrival,
  webTop,
  useTranslation,
  PageFrame,
} from '@ciao/shared';
import { Link } from '@ciao/shared/router';
import { FIRST_SCREEN_COVERS, TitleGrid } from '../common/TitleGrid';
import { GenreEntry } from './GenreEntry';
import { MagazineSection } from './MagazineSection';
import { RecommendedSection } from './RecommendedSection';
import { TopSection } from './TopSection';
import { TopSkeleton } from './TopSkeleton';
import { TopicsSection } from './TopicsSection';
import { WeekdaySection } from './WeekdaySection';
import { uniqueTitles } from './unique-titles';
import styles from './top.module.css';

/** The top page's banner slots: the seeded ads promoting a first episode and a title page. */
const BANNER_AD_IDS = [1, 3] as const;

/**
 * The top page: the /web/top sections (updated and ranking first), the recommendations of
 * /recommend/title/list (instead of /web/top's own, so no title is offered twice), today's
 * serials, the newest magazine, the genre entry, topics, and two ad banners. Only /web/top
 * decides between page and error; the other parts show nothing when they fail.
 */
export function TopPage() {
  const { t } = useTranslation('catalog');
  const top = useApiQuery(webTop, {});
  // The sections (most of the page) render in a transition when the answer arrives; until then the skeleton stays.
  const answer = useDeferredArrival(top.data);
  const shown = top.isSuccess && answer !== undefined;
  const sections = (answer?.section_list ?? [])
    .filter((section) => section.section_key !== 'recommended')
    .map((section) => ({ ...section, title_list: uniqueTitles(section.title_list) }))
    .filter((section) => section.title_list.length > 0);
  const [first, ...rest] = sections;
  const ranking = rest.find((section) => section.section_key === 'ranking');
  const others = rest.filter((section) => section !== ranking);

  const sectionOf = (section: (typeof sections)[number]) => {
    // The API names its sections in Japanese: the page names them in the reader's language.
    const name = t(`top.sections.${section.section_key}`);
    return (
      <TopSection
        key={section.section_key}
        id={section.section_key}
        // The updated section's heading leads to every title by last update (latest updates screen).
        heading={section.section_key === 'updated' ? <Link to={href('LATEST_UPDATES')}>{name}</Link> : name}
      >
        {/* The first section's first two rows on a phone (two covers a row) are the first screen and
          hold its largest image (Lighthouse found the LCP in the second row). */}
        <TitleGrid titles={section.title_list} priorityCount={section === first ? FIRST_SCREEN_COVERS : 0} />
      </TopSection>
    );
  };

  return (
    <PageFrame width="wide">
      <VisuallyHidden as="h1">{t('top.heading')}</VisuallyHidden>
      {!shown && !top.isError && <TopSkeleton />}
      {top.isError && <ErrorState error={top.error} onRetry={top.retry} />}
      {shown && sections.length === 0 && <p className={styles.empty}>{t('top.empty')}</p>}
      {shown && (
        <>
          {first && sectionOf(first)}
          {/* The first section is the phone's first screen: painted before the rest is rendered. Below
            it, each section renders when the reader comes near it (issue 26: not all at start-up);
            the banners are small, and each reports its ad as shown when it renders. */}
          <AfterFirstScreen>
            <AdBanner className={styles.ad} advertisementId={BANNER_AD_IDS[0]} placement={AD_PLACEMENTS.banner} />
            <RenderWhenNear>
              <RecommendedSection />
            </RenderWhenNear>
            {ranking && <RenderWhenNear>{sectionOf(ranking)}</RenderWhenNear>}
            <RenderWhenNear>
              <WeekdaySection />
            </RenderWhenNear>
            <AdBanner className={styles.ad} advertisementId={BANNER_AD_IDS[1]} placement={AD_PLACEMENTS.banner} />
            <RenderWhenNear>
              <MagazineSection />
            </RenderWhenNear>
            <RenderWhenNear>
              <GenreEntry />
            </RenderWhenNear>
            {others.map((section) => (
              <RenderWhenNear key={section.section_key}>{sectionOf(section)}</RenderWhenNear>
            ))}
            <RenderWhenNear>
              <TopicsSection />
            </RenderWhenNear>
          </AfterFirstScreen>
        </>
      )}
    </PageFrame>
  );
}
