import { recommendClick, recommendTitleList, useApiMutation, useApiQuery, useTranslation } from '@ciao/shared';
import { TitleGrid } from '../common/TitleGrid';
import { TopSection } from './TopSection';
import { uniqueTitles } from './unique-titles';

/** Position 1 of /recommend/title/list is the top page's. */
const TOP_PAGE_POSITION = 1;

/** The editors' recommendations; opening one records the click (/recommend/click). */
export function RecommendedSection() {
  const { t } = useTranslation('catalog');
  const recommended = useApiQuery(recommendTitleList, { position: TOP_PAGE_POSITION });
  const click = useApiMutation(recommendClick);
  const titles = uniqueTitles(recommended.data?.title_list ?? []);
  if (titles.length === 0) return null;

  return (
    <TopSection id="recommended" heading={t('top.recommended')}>
      <TitleGrid titles={titles} onOpen={(title) => click.mutate({ title_id: title.title_id })} />
    </TopSection>
  );
}
