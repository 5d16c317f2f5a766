import { ErrorState, LazyImage, LoadingIndicator, href } from '@ciao/shared';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { KeywordForm } from './KeywordForm';
import { useSearchLists } from './use-search-lists';
import styles from './search.module.css';

interface ListState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  retry: () => void;
}

/** One titled group of links with its own loading and error state. */
function LinkGroup({ heading, state, children }: { heading: string; state: ListState; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.groupHeading}>
        {heading}
      </h3>
      <LoadingIndicator loading={state.isPending} />
      {state.isError ? <ErrorState compact error={state.error} onRetry={state.retry} /> : children}
    </section>
  );
}

/** Pill-shaped links in a wrapping row (keywords, magazine categories). */
function ChipLinks({ links, onNavigate }: { links: { key: number; to: string; label: string }[]; onNavigate?: (() => void) | undefined }) {
  return (
    <ul className={styles.chips}>
      {links.map((link) => (
        <li key={link.key}>
          <Link className={styles.chip} to={link.to} onClick={onNavigate}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * What the search modal and the Search page show (spec 2 "Search modal"): the keyword
 * form, then genre image links, keywords and magazine categories. `onNavigate` runs when
 * the reader follows any of them (the modal closes).
 */
export function SearchPanel({ initialKeyword, onNavigate }: { initialKeyword?: string; onNavigate?: () => void }) {
  const { t } = useTranslation('catalog');
  const { genres, keywords, categories } = useSearchLists();

  return (
    <div className={styles.panel}>
      <KeywordForm {...(initialKeyword ? { initialKeyword } : {})} {...(onNavigate ? { onSearch: onNavigate } : {})} />
      <LinkGroup heading={t('search.genres')} state={genres}>
        <ul className={styles.genres}>
          {genres.data?.genre_list.map((genre) => (
            <li key={genre.genre_id}>
              <Link className={styles.genre} to={href('SEARCH_GENRE', { genreId: genre.genre_id })} onClick={onNavigate}>
                <LazyImage src={genre.image_url} alt="" className={styles.genreImage} />
                <span>{genre.genre_name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </LinkGroup>
      <LinkGroup heading={t('search.keywords')} state={keywords}>
        <ChipLinks
          links={(keywords.data?.tag_list ?? []).map((tag) => ({
            key: tag.tag_id,
            to: href('SEARCH_KEYWORD', { keyword: tag.tag_name }),
            label: `#${tag.tag_name}`,
          }))}
          onNavigate={onNavigate}
        />
      </LinkGroup>
      <LinkGroup heading={t('search.categories')} state={categories}>
        <ChipLinks
          links={(categories.data?.magazine_category_list ?? []).map((category) => ({
            key: category.magazine_category_id,
            to: href('SEARCH_CATEGORY', { categoryId: category.magazine_category_id }),
            label: category.magazine_category_name_text,
          }))}
          onNavigate={onNavigate}
        />
      </LinkGroup>
    </div>
  );
}
