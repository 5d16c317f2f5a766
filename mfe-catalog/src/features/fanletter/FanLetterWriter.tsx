import { useState } from 'react';
import { Button, FAN_LETTER_MAX_CHARS, fanletterStore, formatNumber, href, useApiMutation, useTranslation } from '@ciao/shared';
import { FormTextArea, useZodForm } from '@ciao/shared/forms';
import { Link, useLocation, useNavigate } from '@ciao/shared/router';
import { draftFrom, type FanLetterDraft } from './fan-letter-draft';
import { fanLetterFormSchema, type FanLetterForm } from './fan-letter-schema';
import type { Recipient } from './use-recipient';
import styles from './fanletter.module.css';

/**
 * Write, confirm, send (docs/product-rules.md §5: at most 1,000 characters, a live counter, and the warning
 * as soon as the letter is over). Sent: the success page; refused or lost: the failure
 * page, which can bring the letter back here.
 */
export function FanLetterWriter({ recipient }: { recipient: Recipient }) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const location = useLocation();
  const [confirming, setConfirming] = useState<FanLetterForm | null>(null);
  // Validate while typing, so the over-limit warning appears the moment it applies.
  const form = useZodForm(fanLetterFormSchema, { defaultValues: { body: draftFrom(location.state)?.body ?? '' }, mode: 'onChange' });
  const send = useApiMutation(fanletterStore);

  const submit = (letter: FanLetterForm) => {
    const draft: FanLetterDraft = { formPath: location.pathname, body: letter.body, titleId: recipient.title?.titleId ?? null };
    send.mutate(
      {
        author_id: recipient.authorId,
        author_text: recipient.authorName,
        body: letter.body,
        ...(recipient.title ? { title_id: recipient.title.titleId } : {}),
      },
      {
        onSuccess: () => void navigate(href('FANLETTER_SUCCESS'), { state: { ...draft, body: '' } }),
        onError: () => void navigate(href('FANLETTER_FAILURE'), { state: draft }),
      },
    );
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('fanletter.heading')}</h1>
      <dl className={styles.recipient}>
        <div>
          <dt>{t('fanletter.to')}</dt>
          <dd>{t('fanletter.authorName', { name: recipient.authorName })}</dd>
        </div>
        {recipient.title && (
          <div>
            <dt>{t('fanletter.about')}</dt>
            <dd>
              <Link to={href('TITLE', { titleId: recipient.title.titleId })}>{recipient.title.titleName}</Link>
            </dd>
          </div>
        )}
      </dl>

      {confirming ? (
        <section aria-labelledby="fanletter-confirm" className={styles.confirm}>
          <h2 id="fanletter-confirm" className={styles.subheading}>
            {t('fanletter.confirmHeading')}
          </h2>
          <p className={styles.lead}>{t('fanletter.confirmLead')}</p>
          <blockquote className={styles.letter}>{confirming.body}</blockquote>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirming(null)} disabled={send.isPending}>
              {t('fanletter.edit')}
            </Button>
            <Button busy={send.isPending} busyLabel={t('fanletter.sending')} onClick={() => submit(confirming)}>
              {t('fanletter.send')}
            </Button>
          </div>
        </section>
      ) : (
        <form className={styles.form} onSubmit={(event) => void form.handleSubmit(setConfirming)(event)} noValidate>
          <FormTextArea
            control={form.control}
            name="body"
            label={t('fanletter.body')}
            hint={t('fanletter.hint', { count: FAN_LETTER_MAX_CHARS, max: formatNumber(FAN_LETTER_MAX_CHARS) })}
            counterMax={FAN_LETTER_MAX_CHARS}
            rows={10}
            data-autofocus
          />
          <div className={styles.actions}>
            <Button type="submit">{t('fanletter.toConfirm')}</Button>
          </div>
        </form>
      )}
    </div>
  );
}
