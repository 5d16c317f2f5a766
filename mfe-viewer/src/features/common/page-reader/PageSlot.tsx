import { ErrorState, type PageText, useLoadQuery, VisuallyHidden, useTranslation } from '@ciao/shared';
import { useEffect, useId } from 'react';
import { preload } from 'react-dom';
import { PageCaption, spokenPageText } from './PageCaption';
import { PageCanvas } from './PageCanvas';
import { hasExpired, pageImages } from './page-images';
import styles from './reader.module.css';

interface PageSlotProps {
  url: string;
  seed: number;
  version: 1 | 2;
  label: string;
  /** Called when the image is refused (see PageReader's onStaleUrls); the slot asks once per URL. */
  onRefused: (url: string) => void;
  /** The retry button: fresh URLs first, then the image again. */
  onRetry: (retryImage: () => void) => void;
  onLoaded: (url: string) => void;
  /** What happens on the page and its lines, when the caller has them (episodes). */
  text?: PageText;
  /** Show the lines as captions with furigana over the page. */
  captions: boolean;
}

/** One page of what is on screen: its image loaded (through the shared page cache), drawn, or its error. */
export function PageSlot({ url, seed, version, label, onRefused, onRetry, onLoaded, text, captions }: PageSlotProps) {
  const { t } = useTranslation('viewer');
  const descriptionId = useId();
  // The page on screen is what the reader waits for. Announced while rendering, so a first
  // screen from the server carries it in its head (ops/src/server/host-page.ts) and the image
  // downloads beside the scripts that will draw it; in the browser React adds the link once.
  // Not an expired URL (the server would refuse it): fresh ones are being asked for. As a fetch
  // (anonymous: same-origin credentials, as fetch() sends them): the page loads its bytes with
  // fetch() to decode them off the main thread (page-images.ts), and takes this response.
  if (!hasExpired(url)) preload(url, { as: 'fetch', crossOrigin: 'anonymous', fetchPriority: 'high' });
  // An image load, not an API call: it goes through the query cache for its states and
  // retry, while the page cache keeps the decoded images (so no second copy is kept here).
  const image = useLoadQuery(['viewer', 'page-image', url], () => pageImages.get(url), {
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  useEffect(() => {
    if (image.isError) onRefused(url);
  }, [image.isError, onRefused, url]);
  useEffect(() => {
    if (image.isSuccess) onLoaded(url);
  }, [image.isSuccess, onLoaded, url]);

  return (
    <div className={styles.slot}>
      <PageCanvas image={image.data ?? null} seed={seed} version={version} label={label} describedBy={text ? descriptionId : undefined} />
      {text && (
        <VisuallyHidden as="p" id={descriptionId}>
          {spokenPageText(text, t('captions.lines'))}
        </VisuallyHidden>
      )}
      {text && captions && <PageCaption text={text} />}
      {image.isPending && <p className={styles.pageStatus}>{t('loading')}</p>}
      {image.isError && (
        <div className={styles.pageError}>
          <ErrorState tone="inverse" message={t('pageFailed')} onRetry={() => onRetry(image.retry)} retryLabel={t('retry')} />
        </div>
      )}
    </div>
  );
}
