import { ErrorState, RESPONSE_CODES, buttonClassName, href, magazineDetail, useApiQuery, useTranslation } from '@ciao/shared';
import { useState } from 'react';
import { Link } from '@ciao/shared/router';
import reader from '../common/page-reader/reader.module.css';
import { MagazineContents } from './MagazineContents';
import { MagazineReader, type Reading } from './MagazineReader';

interface MagazineViewerProps {
  magazineId: number;
}

/**
 * One magazine issue, full screen (the host renders it without the site layout): its table
 * of contents first, then its pages from the page chosen there. A free issue reads for
 * anyone, a paid one for subscribers; anyone else sees what the subscription gives, and the
 * free preview.
 */
export function MagazineViewer({ magazineId }: MagazineViewerProps) {
  const { t } = useTranslation('viewer');
  const detail = useApiQuery(magazineDetail, { magazine_id: magazineId });
  const [reading, setReading] = useState<Reading | null>(null);

  if (detail.isPending) {
    return (
      <div className={reader.viewer}>
        <p className={reader.message} role="status">
          {t('loading')}
        </p>
      </div>
    );
  }
  if (detail.isError) {
    const notFound = detail.error.responseCode === RESPONSE_CODES.TITLE_NOT_FOUND;
    const backToTop = (
      <Link className={buttonClassName('secondary')} to={href('TOP')}>
        {t('backToTop')}
      </Link>
    );
    return (
      <div className={reader.viewer}>
        <div className={reader.message}>
          {notFound ? (
            <ErrorState tone="inverse" message={t('magazine.notFound')} actions={backToTop} />
          ) : (
            <ErrorState tone="inverse" error={detail.error} onRetry={detail.retry} retryLabel={t('retry')} actions={backToTop} />
          )}
        </div>
      </div>
    );
  }
  const { magazine } = detail.data;
  if (reading) return <MagazineReader magazine={magazine} reading={reading} onContents={() => setReading(null)} />;
  return <MagazineContents detail={detail.data} onRead={setReading} />;
}
