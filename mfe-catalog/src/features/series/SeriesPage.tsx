import {
  ApiError,
  EmptyState,
  ErrorState,
  LoadingIndicator,
  RESPONSE_CODES,
  Tabs,
  titleWeekly,
  useApiQuery,
  useTranslation,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { useSearchParams } from '@ciao/shared/router';
import { FIRST_SCREEN_COVERS, TitleGrid } from '../common/TitleGrid';
import { isSeriesTab, seriesTabs, todayKey, type SeriesTab } from '../common/series-tabs';

/** One tab's titles from `/title/weekly`; no titles (3200) is an empty tab, not an error. */
function SeriesTitles({ tab }: { tab: SeriesTab }) {
  const { t } = useTranslation('catalog');
  const weekly = useApiQuery(titleWeekly, { weekday: tab });
  const none = weekly.error instanceof ApiError && weekly.error.responseCode === RESPONSE_CODES.WEEKLY_TITLE_NOT_FOUND;
  return (
    <>
      <LoadingIndicator loading={weekly.isPending} showLabel />
      {weekly.isError && !none && <ErrorState error={weekly.error} onRetry={weekly.retry} />}
      {(none || weekly.data?.title_list.length === 0) && <EmptyState message={t('series.empty')} />}
      {weekly.data && weekly.data.title_list.length > 0 && (
        <TitleGrid titles={weekly.data.title_list} priorityCount={FIRST_SCREEN_COVERS} />
      )}
    </>
  );
}

/** docs/product-rules.md §2 series list: tabs Monday to Sunday (today's first), finished, one-shot, magazine; `?tab=` keeps the choice. */
export function SeriesPage() {
  const { t } = useTranslation('catalog');
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayKey();
  const requested = searchParams.get('tab');
  const selected = isSeriesTab(requested) ? requested : today;

  const tabs = seriesTabs(today).map((tab) => ({
    id: tab,
    label: tab === today ? t('series.today', { day: t(`series.tabs.${tab}`) }) : t(`series.tabs.${tab}`),
    panel: <SeriesTitles tab={tab} />,
  }));

  return (
    <PageFrame width="wide">
      <PageHeading look="small">{t('series.heading')}</PageHeading>
      <Tabs
        label={t('series.tabsLabel')}
        tabs={tabs}
        selectedId={selected}
        onSelect={(tab) => setSearchParams({ tab }, { replace: true })}
      />
    </PageFrame>
  );
}
