import { useState } from 'react';
import { Link, useNavigate } from '@ciao/shared/router';
import {
  Button,
  buttonClassName,
  ErrorState,
  getAccountPoint,
  getAccountSubscription,
  formatNumber,
  href,
  logOut,
  type RouteName,
  subscriptionStatus,
  useApiQuery,
  useSession,
  PageFrame,
  PageHeading,
} from '@ciao/shared';
import { useMyPageTexts } from '../common/use-my-page-texts';
import styles from '../common/MyPage.module.css';

/** My page's menu: each entry a screen of this site (the commerce ones through the host's routes). */
const MENU = [
  ['MYPAGE_HISTORY', 'history'],
  ['MYPAGE_FAVORITE', 'favorite'],
  ['PURCHASED', 'purchased'],
  ['POINT_HISTORY', 'pointHistory'],
  ['COIN', 'coinPage'],
  ['MYPAGE_SETTING_TICKET', 'tickets'],
  ['TICKET_HISTORY', 'ticketHistory'],
  ['GIFT', 'gift'],
  ['MYPAGE_SETTING', 'setting'],
] as const satisfies ReadonlyArray<readonly [RouteName, string]>;

/**
 * /my (MYPAGE): the reader's nickname, balances and subscription, the ways to the history
 * and gifts, and logout. Balances come from the query cache (`/account/point`), shared with
 * the header's popup; the page asks again on each visit (they change on other devices too).
 */
export function MyPage() {
  const t = useMyPageTexts();
  const navigate = useNavigate();
  const nickname = useSession((state) => state.account?.nickname ?? '');
  const [leaving, setLeaving] = useState(false);

  const leave = async () => {
    if (leaving) return;
    setLeaving(true);
    await logOut(() => void navigate(href('TOP')));
  };

  return (
    <PageFrame width="page" stacked>
      <PageHeading>{t('my.home.heading')}</PageHeading>
      {nickname && <p className={styles.lead}>{t('my.home.greeting', { nickname })}</p>}
      <BalanceSection />
      <SubscriptionSection />
      <nav aria-label={t('my.home.menu')}>
        <ul className={styles.menu}>
          {MENU.map(([route, label]) => (
            <li key={route}>
              <Link className={styles.menuLink} to={href(route)}>
                {t(`my.home.${label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <Button variant="secondary" busy={leaving} busyLabel={t('my.home.loggingOut')} onClick={() => void leave()}>
          {t('my.home.logout')}
        </Button>
      </div>
    </PageFrame>
  );
}

const FRESH_ON_VISIT = { refetchOnMount: 'always' } as const;

function BalanceSection() {
  const t = useMyPageTexts();
  const point = useApiQuery(getAccountPoint, {}, FRESH_ON_VISIT);
  return (
    <section className={styles.section} aria-labelledby="my-balances">
      <h2 id="my-balances" className={styles.sectionTitle}>
        {t('my.home.balances')}
      </h2>
      {point.isPending && <p role="status">{t('my.loading')}</p>}
      {point.isError && <ErrorState compact error={point.error} onRetry={point.retry} />}
      {point.data && (
        <dl className={styles.balances}>
          <div className={styles.balance}>
            <dt>{t('my.home.paidPoint')}</dt>
            <dd className={styles.amount}>{formatNumber(point.data.point.paid_point)}</dd>
          </div>
          <div className={styles.balance}>
            <dt>{t('my.home.freePoint')}</dt>
            <dd className={styles.amount}>{formatNumber(point.data.point.free_point)}</dd>
          </div>
          <div className={styles.balance}>
            <dt>{t('my.home.coin')}</dt>
            <dd className={styles.amount}>{formatNumber(point.data.coin)}</dd>
          </div>
        </dl>
      )}
      <Link className={buttonClassName('primary')} to={href('POINT_SHOP')}>
        {t('my.home.buyPoints')}
      </Link>
    </section>
  );
}

function SubscriptionSection() {
  const t = useMyPageTexts();
  const plan = useApiQuery(getAccountSubscription, {}, FRESH_ON_VISIT);
  const status = plan.data ? subscriptionStatus(plan.data.subscription) : null;
  return (
    <section className={styles.section} aria-labelledby="my-subscription">
      <h2 id="my-subscription" className={styles.sectionTitle}>
        {t('my.home.subscription')}
      </h2>
      {plan.isPending && <p role="status">{t('my.loading')}</p>}
      {plan.isError && <ErrorState compact error={plan.error} onRetry={plan.retry} />}
      {status?.kind === 'subscribed' && <p className={styles.lead}>{t('my.home.subscribed', { date: status.renewsOn })}</p>}
      {status?.kind === 'cancelled' && <p className={styles.lead}>{t('my.home.cancelled', { date: status.cancelledOn })}</p>}
      {status?.kind === 'not-subscribed' && (
        <>
          <p className={styles.lead}>{t('my.home.notSubscribed')}</p>
          {status.billingStopped && <p className={styles.lead}>{t('my.home.billingStopped')}</p>}
          <Link className={styles.menuLink} to={href('SUBSCRIPTION')}>
            {t('my.home.subscribe')}
          </Link>
        </>
      )}
    </section>
  );
}
