import { Button, href, searchTitle, useTranslation } from '@ciao/shared';
import { FormTextField, useZodForm } from '@ciao/shared/forms';
import { useNavigate } from '@ciao/shared/router';
import { normaliseKeyword } from './normalise-keyword';
import styles from './search.module.css';

const keywordFormSchema = searchTitle.params.pick({ keyword: true });

/**
 * The free-word search (docs/product-rules.md §5): the keyword is normalised first; an empty one is ignored.
 * The results page sends a search that finds nothing on to the Search page.
 */
export function KeywordForm({ initialKeyword = '', onSearch }: { initialKeyword?: string; onSearch?: () => void }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const form = useZodForm(keywordFormSchema, { defaultValues: { keyword: initialKeyword } });

  function search({ keyword = '' }: { keyword?: string | undefined }) {
    const word = normaliseKeyword(keyword);
    if (!word) {
      form.setFocus('keyword');
      return;
    }
    onSearch?.();
    void navigate(href('TITLE_SEARCH', { word }));
  }

  return (
    <search>
      <form className={styles.form} onSubmit={(event) => void form.handleSubmit(search)(event)} noValidate>
        <FormTextField
          control={form.control}
          name="keyword"
          type="search"
          enterKeyHint="search"
          label={t('search.keyword')}
          hint={t('search.keywordHint')}
          className={styles.field}
          data-autofocus
        />
        <Button type="submit" className={styles.submit}>
          {t('search.submit')}
        </Button>
      </form>
    </search>
  );
}
