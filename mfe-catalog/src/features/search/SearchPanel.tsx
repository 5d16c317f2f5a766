import { ErrorState, LazyImage, LoadingIndicator, href, useTranslation } from '@ciao/shared';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { Link } from '@ciao/shared/router';
import { KeywordForm } from './KeywordForm';
import { useSearchLists } from './use-search-lists';
import styles from './search.module.css';

interface ListState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  retry: () => void;
}

/** Under the page's h1 the groups are h2; in the modal, under its h2 title, h3. */
type HeadingLevel = 2 | 3;

/** One titled group of links with its own loading (a retry) and error state. */
function LinkGroup({ heading, level, state, children }: { heading: string; level: HeadingLevel; state: ListState; children: ReactNode }) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.groupHeading}>
        {heading}
      </Heading>
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

interface SearchPanelProps {
  initialKeyword?: string;
  onNavigate?: () => void;
  headingLevel?: HeadingLevel;
}

/**
 * What the search modal and the Search page show (docs/product-rules.md §2 "Search modal"): the keyword
 * form, then genre image links, keywords and magazine categories. `onNavigate` runs when
 * the reader follows any of them (the modal closes). The three groups first appear together,
 * once their lists have answered: one group growing pushed the next down (CLS 0.06 on the
 * Search page in Lighthouse); a group retried later keeps the others in place.
 */
export function SearchPanel({ initialKeyword, onNavigate, headingLevel = 3 }: SearchPanelProps) {
  const { genres, keywords, categories } = useSearchLists();
  const [answered, setAnswered] = useState(false);
  const loading = genres.isPending || keywords.isPending || categories.isPending;
  if (!answered && !loading) setAnswered(true);

  return (
    <div className={styles.panel}>
      <KeywordForm {...(initialKeyword ? { initialKeyword } : {})} {...(onNavigate ? { onSearch: onNavigate } : {})} />
      <LoadingIndicator loading={!answered} />
      {answered && <SearchLinkGroups level={headingLevel} onNavigate={onNavigate} lists={{ genres, keywords, categories }} />}
    </div>
  );
}

function SearchLinkGroups({
  level,
  onNavigate,
  lists: { genres, keywords, categories },
}: {
  level: HeadingLevel;
  onNavigate?: (() => void) | undefined;
  lists: ReturnType<typeof useSearchLists>;
}) {
  const { t } = useTranslation('catalog');
  return (
    <>
      <LinkGroup heading={t('search.genres')} level={level} state={genres}>
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
      <LinkGroup heading={t('search.keywords')} level={level} state={keywords}>
        <ChipLinks
          links={(keywords.data?.tag_list ?? []).map((tag) => ({
            key: tag.tag_id,
            to: href('SEARCH_KEYWORD', { keyword: tag.tag_name }),
            label: `#${tag.tag_name}`,
          }))}
          onNavigate={onNavigate}
        />
      </LinkGroup>
      <LinkGroup heading={t('search.categories')} level={level} state={categories}>
        <ChipLinks
          links={(categories.data?.magazine_category_list ?? []).map((category) => ({
            key: category.magazine_category_id,
            to: href('SEARCH_CATEGORY', { categoryId: category.magazine_category_id }),
            label: category.magazine_category_name_text,
          }))}
          onNavigate={onNavigate}
        />
      </LinkGroup>
    </>
  );
}
