import { ErrorState } from '@ciao/shared';
import { useTranslation } from 'react-i18next';
import statusStyles from '../common/status.module.css';
import { TitleDetails } from './TitleDetails';
import { TitleNotFound } from './TitleNotFound';
import { useTitleDetail } from './use-title-detail';

export function TitlePage({ titleId }: { titleId: number }) {
  const { t } = useTranslation('catalog');
  const detail = useTitleDetail(titleId);

  if (detail.status === 'loading') {
    return (
      <p className={statusStyles.status} role="status">
        {t('loading')}
      </p>
    );
  }
  if (detail.status === 'error') return <ErrorState error={detail.error} onRetry={detail.retry} />;
  if (detail.status === 'not-found') return <TitleNotFound />;
  return <TitleDetails title={detail.title} episodes={detail.episodes} tags={detail.tags} />;
}
