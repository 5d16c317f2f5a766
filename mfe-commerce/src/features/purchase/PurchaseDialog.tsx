import { useState, type ReactNode } from 'react';
import { Link } from '@ciao/shared/router';
import {
  Badge,
  Button,
  Dialog,
  ErrorState,
  bus,
  formatDisplayDate,
  formatNumber,
  href,
  parseApiDateTime,
  useSession,
  type PurchaseDialogProps,
  useTranslation,
} from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { alreadyReadable, defaultMethod, pointPlan, refusedShortfall, type PurchaseMethod } from './purchase-options';
import { usePurchase, usePurchaseData } from './use-purchase';
import styles from './PurchaseDialog.module.css';

/** docs/product-rules.md §9: a ticket rental lasts 72 hours (the title's ticket says so too when it is known). */
const RENTAL_HOURS = 72;

/**
 * The purchase dialog for one episode (docs/product-rules.md §3, §4): every way the reader can open it and
 * what each costs, the balance after, then the purchase. Opened by the host's modal host
 * on `commerce:open-purchase`; on success it emits `purchase:completed` and closes.
 */
export function PurchaseDialog({ titleId, episodeId, onClose }: PurchaseDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  const purchase = usePurchase(titleId, episodeId, onClose);

  return (
    <Dialog title={t('purchase.title')} onClose={onClose} busy={purchase.busy} className={styles.dialog}>
      {isLoggedIn ? (
        <PurchaseBody titleId={titleId} episodeId={episodeId} onClose={onClose} purchase={purchase} />
      ) : (
        <div className={styles.body}>
          <p className={styles.lead}>{t('purchase.loginFirst')}</p>
          <Button
            block
            data-autofocus
            onClick={() => {
              onClose();
              bus.emit('auth:open-login', { redirect: href('TITLE', { titleId }) });
            }}
          >
            {t('purchase.login')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

interface PurchaseBodyProps {
  titleId: number;
  episodeId: number;
  onClose: () => void;
  purchase: ReturnType<typeof usePurchase>;
}

function PurchaseBody({ titleId, episodeId, onClose, purchase }: PurchaseBodyProps) {
  const { t } = useTranslation(NAMESPACE);
  const data = usePurchaseData(titleId, episodeId);
  const [chosen, setChosen] = useState<PurchaseMethod | null>(null);

  if (data.error) return <ErrorState compact error={data.error} onRetry={data.retry} retryLabel={t('purchase.retry')} />;
  if (!data.ready) {
    return (
      <p className={styles.status} role="status">
        {t('purchase.loading')}
      </p>
    );
  }

  const { episode, titleName, balance, firstFreeExpiry, waitFree, premium, ticketVersion } = data.ready;
  const heading = (
    <p className={styles.episode}>
      <span className={styles.titleName}>{titleName}</span>
      <span className={styles.episodeName}>{episode.episode_name}</span>
    </p>
  );

  if (alreadyReadable(episode)) {
    return (
      <div className={styles.body}>
        {heading}
        <p className={styles.lead}>{t('purchase.alreadyReadable')}</p>
        <Link className={styles.readLink} to={href('EPISODE_VIEWER', { titleId, episodeId })} onClick={onClose} data-autofocus>
          {t('purchase.read')}
        </Link>
      </div>
    );
  }

  const points = pointPlan(episode.point, balance);
  const rentalHours = waitFree?.rentalHours ?? RENTAL_HOURS;
  const usable: Record<PurchaseMethod, boolean> = {
    wait_free: waitFree?.usable ?? false,
    premium: premium.count > 0,
    points: points.shortfall === 0,
  };
  const method = chosen && usable[chosen] ? chosen : defaultMethod(waitFree);
  const refusal = purchase.reason;
  // The server's word wins: the balance may have changed since the dialog read it.
  const shortfall = refusal === 'insufficient_points' ? (refusedShortfall(purchase.error) ?? points.shortfall) : points.shortfall;
  // Paid for, the shop leads back to this episode.
  const pointShop = href('POINT_SHOP', undefined, { return: href('EPISODE_VIEWER', { titleId, episodeId }) });

  const option = (value: PurchaseMethod, name: string, detail: ReactNode, badge: ReactNode) => (
    <li className={styles.option}>
      <label className={[styles.optionLabel, usable[value] ? undefined : styles.optionOff].filter(Boolean).join(' ')}>
        <input
          type="radio"
          name="purchase-method"
          value={value}
          checked={method === value}
          disabled={!usable[value] || purchase.busy}
          onChange={() => setChosen(value)}
        />
        <span className={styles.optionText}>
          <span className={styles.optionName}>
            {name} {badge}
          </span>
          <span className={styles.optionDetail}>{detail}</span>
        </span>
      </label>
    </li>
  );

  return (
    <div className={styles.body}>
      {heading}
      <p className={styles.balance}>
        {t('purchase.balance', {
          total: formatNumber(balance.total),
          paid: formatNumber(balance.paid_point),
          free: formatNumber(balance.free_point),
        })}
        {shortfall === 0 && (
          <>
            {' '}
            <Link className={styles.buyPoints} to={pointShop} onClick={onClose}>
              {t('purchase.buyPoints')}
            </Link>
          </>
        )}
      </p>
      <fieldset className={styles.methods}>
        <legend className={styles.legend}>{t('purchase.choose')}</legend>
        <ul className={styles.options}>
          {waitFree &&
            option(
              'wait_free',
              t('purchase.waitFree.name', { count: rentalHours, hours: rentalHours }),
              waitFree.usable
                ? t('purchase.waitFree.after', { count: waitFree.recoverHours, hours: waitFree.recoverHours })
                : t('purchase.waitFree.recharging'),
              <Badge state={{ kind: 'wait-free', remainingHours: waitFree.remainingHours, remainingMinutes: waitFree.remainingMinutes }} />,
            )}
          {option(
            'premium',
            t('purchase.premium.name', { count: rentalHours, hours: rentalHours }),
            premium.nextExpiry
              ? t('purchase.premium.held', { count: premium.count, date: formatDisplayDate(parseApiDateTime(premium.nextExpiry)) })
              : t('purchase.premium.none'),
            null,
          )}
          {option(
            'points',
            t('purchase.points.name'),
            points.shortfall === 0 ? (
              <>
                {points.usedPaid === 0
                  ? t('purchase.points.usesFree', { free: formatNumber(points.usedFree) })
                  : points.usedFree === 0
                    ? t('purchase.points.usesPaid', { paid: formatNumber(points.usedPaid) })
                    : t('purchase.points.uses', { free: formatNumber(points.usedFree), paid: formatNumber(points.usedPaid) })}
                {points.usedFree > 0 && firstFreeExpiry && (
                  <>
                    <br />
                    {t('purchase.points.freeFirst', { date: formatDisplayDate(parseApiDateTime(firstFreeExpiry)) })}
                  </>
                )}
                <br />
                <strong>{t('purchase.points.after', { total: formatNumber(points.totalAfter) })}</strong>
              </>
            ) : (
              t('purchase.points.cannot')
            ),
            <Badge state={{ kind: 'points', point: episode.point }} />,
          )}
        </ul>
      </fieldset>

      {shortfall > 0 && (
        <div className={styles.shortfall} role={refusal === 'insufficient_points' ? 'alert' : undefined}>
          <p className={styles.shortfallAmount}>{t('purchase.shortfall', { count: shortfall, shortfall: formatNumber(shortfall) })}</p>
          <p>{t('purchase.pointShopReturns')}</p>
          <Link className={styles.shortfallLink} to={pointShop} onClick={onClose}>
            {t('purchase.toPointShop')}
          </Link>
        </div>
      )}
      {purchase.error && refusal !== 'insufficient_points' && (
        <ErrorState
          compact
          error={purchase.error}
          message={refusal ? t(`purchase.refused.${refusal}`) : undefined}
          onRetry={refusal === 'ticket_version_mismatch' || refusal === 'ticket_recharging' ? data.refreshTickets : undefined}
          retryLabel={t('purchase.reload')}
        />
      )}

      <div className={styles.actions}>
        <Button
          block
          data-autofocus
          disabled={!method}
          busy={purchase.busy}
          busyLabel={t('purchase.buying')}
          onClick={() => method && purchase.buy(method, ticketVersion)}
        >
          {method
            ? t(`purchase.confirm.${method}`, { price: formatNumber(episode.point) })
            : t(Object.values(usable).some(Boolean) ? 'purchase.confirm.choose' : 'purchase.confirm.none')}
        </Button>
        <Button block variant="secondary" disabled={purchase.busy} onClick={onClose}>
          {t('purchase.cancel')}
        </Button>
      </div>
    </div>
  );
}
