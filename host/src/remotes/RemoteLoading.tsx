import { LoadingIndicator, useTranslation } from '@ciao/shared';
import { HOST_NAMESPACE } from '../i18n/register';
import styles from './remote-region.module.css';

/** While a remote's code loads: the kit's indicator (docs/product-rules.md §9 throttle), in a box that keeps the region's place. */
export function RemoteLoading() {
  const { t } = useTranslation(HOST_NAMESPACE);
  return (
    // data-remote-loading: a region still loading its remote, told apart from the remote's own content (bench:interactions).
    <div className={styles.loading} data-remote-loading="">
      <LoadingIndicator loading showLabel label={t('remote.loading')} />
    </div>
  );
}
