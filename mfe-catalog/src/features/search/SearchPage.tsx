import {
  EmptyState,
  genreSearchList,
  keywordList,
  magazineCategoryList,
  useApiQuery,
  type SearchPageProps,
  useTranslation,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { normaliseKeyword } from './normalise-keyword';
import { SearchPanel } from './SearchPanel';
import { SearchResults } from './SearchResults';
import styles from './search.module.css';

/** The Search page: the search form, and (docs/product-rules.md §5) the empty state of a keyword that found nothing. */
function SearchHome({ keyword }: { keyword?: string | undefined }) {
  const { t } = useTranslation('catalog');
  return (
    <PageFrame width="wide">
      <PageHeading look="small">{t('search.heading')}</PageHeading>
      {keyword ? <EmptyState className={styles.noResults} message={t('search.noResults', { keyword })} /> : null}
      <SearchPanel headingLevel={2} {...(keyword ? { initialKeyword: keyword } : {})} />
    </PageFrame>
  );
}

/** A keyword link is a tag: its titles by tag id; a word that is no tag is searched as text. */
function KeywordResults({ keyword }: { keyword: string }) {
  const { t } = useTranslation('catalog');
  const tags = useApiQuery(keywordList, { limit: 100 });
  const tag = tags.data?.tag_list.find((entry) => entry.tag_name === keyword);
  const filter = tags.isPending ? null : tag ? { tag_id: tag.tag_id } : { keyword };
  return <SearchResults heading={t('search.keywordHeading', { keyword })} filter={filter} />;
}

function GenreResults({ genreId }: { genreId: number }) {
  const { t } = useTranslation('catalog');
  const genres = useApiQuery(genreSearchList, { is_group: true });
  const name = genres.data?.genre_list.find((genre) => genre.genre_id === genreId)?.genre_name;
  return (
    <SearchResults
      heading={t('search.genreHeading', { name: name ?? t('search.genreFallback', { id: genreId }) })}
      filter={{ genre_id: genreId }}
    />
  );
}

function CategoryResults({ categoryId }: { categoryId: number }) {
  const { t } = useTranslation('catalog');
  const categories = useApiQuery(magazineCategoryList, {});
  const name = categories.data?.magazine_category_list.find(
    (entry) => entry.magazine_category_id === categoryId,
  )?.magazine_category_name_text;
  return (
    <SearchResults
      heading={t('search.categoryHeading', { name: name ?? t('search.categoryFallback', { id: categoryId }) })}
      filter={{ magazine_category: categoryId }}
    />
  );
}

/** Every search route of docs/product-rules.md §2, by kind; the host validates the ids and passes the decoded words. */
export function SearchPage(props: SearchPageProps) {
  const { t } = useTranslation('catalog');
  switch (props.kind) {
    case 'none':
      return <SearchHome keyword={props.keyword} />;
    case 'word': {
      // A word typed into the address bar is normalised as the form does (docs/product-rules.md §5).
      const word = normaliseKeyword(props.word);
      return <SearchResults heading={t('search.wordHeading', { word })} filter={{ keyword: word }} emptyKeyword={word} />;
    }
    case 'keyword':
      return <KeywordResults keyword={props.keyword} />;
    case 'genre':
      return <GenreResults genreId={props.genreId} />;
    case 'category':
      return <CategoryResults categoryId={props.categoryId} />;
  }
}
