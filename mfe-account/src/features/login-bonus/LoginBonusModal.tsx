import { Fragment, useState } from 'react';
import { Button, Dialog, VisuallyHidden, type LoginBonus, type LoginBonusModalProps, useTranslation } from '@ciao/shared';
import { NAMESPACE } from '../../i18n/register';
import { bonusDayStatus, bonusLayout } from './day-status';
import styles from './LoginBonusModal.module.css';

/**
 * The login bonus modal (docs/product-rules.md §4, §9): the campaigns whose bonus was received today, one after
 * another; "next" moves on, the last one closes. The host's navigation check asked the server
 * (which granted the bonus) and opens this through the bus and its modal host.
 */
export function LoginBonusModal({ bonuses, onClose }: LoginBonusModalProps) {
  const { t } = useTranslation(NAMESPACE);
  const [index, setIndex] = useState(0);
  const bonus = bonuses[index];
  if (!bonus) return null;
  const isLast = index === bonuses.length - 1;

  return (
    <Dialog title={t('loginBonus.title')} closeLabel={t('loginBonus.close')} onClose={onClose}>
      {bonuses.length > 1 && <p className={styles.count}>{t('loginBonus.count', { current: index + 1, total: bonuses.length })}</p>}
      <BonusCampaign key={bonus.loginbonus_id} bonus={bonus} />
      {isLast ? (
        <Button block onClick={onClose} data-autofocus>
          {t('loginBonus.close')}
        </Button>
      ) : (
        <Button block onClick={() => setIndex(index + 1)} data-autofocus>
          {t('loginBonus.next')}
        </Button>
      )}
    </Dialog>
  );
}

function BonusCampaign({ bonus }: { bonus: LoginBonus }) {
  const { t } = useTranslation(NAMESPACE);
  const today = bonus.bonus_list.find((item) => bonusDayStatus(bonus, item) === 'current');
  return (
    <section className={styles.campaign} aria-labelledby={`login-bonus-${bonus.loginbonus_id}`}>
      <img className={styles.banner} src={bonus.loginbonus_image} alt="" />
      <h3 id={`login-bonus-${bonus.loginbonus_id}`} className={styles.name}>
        {bonus.loginbonus_text}
      </h3>
      {today && (
        <p className={styles.today} role="status">
          {t('loginBonus.received', { day: today.days, prize: prizeText(t, today) })}
        </p>
      )}
      <ol className={styles.days} data-layout={bonusLayout(bonus.bonus_list.length)}>
        {bonus.bonus_list.map((item) => {
          const status = bonusDayStatus(bonus, item);
          return (
            <li key={item.days} className={styles.day} data-status={status} aria-current={status === 'current' ? 'date' : undefined}>
              <span className={styles.dayNumber}>{t('loginBonus.day', { day: item.days })}</span>
              {/* The stamp lands on the icon's place, never on the day or the amount. */}
              <span className={styles.mark} aria-hidden="true">
                <span className={styles.icon}>{item.bonus_type === 1 ? 'P' : 'T'}</span>
                {(status === 'received' || status === 'current') && <span className={styles.stamp}>{t('loginBonus.stamp')}</span>}
              </span>
              <span className={styles.prize}>
                <WholeWords text={prizeText(t, item)} />
              </span>
              <VisuallyHidden>{t(`loginBonus.status.${status}`)}</VisuallyHidden>
            </li>
          );
        })}
      </ol>
      <img className={styles.footer} src={bonus.loginbonus_footer_image} alt="" />
    </section>
  );
}

/**
 * A day's prize in its narrow cell (54 px, docs/product-rules.md §9), which breaks only where a number meets a
 * word (the cell keeps words whole: "10ポイ / ント" and "チケッ / ト1枚" read badly):
 * "10 / ポイント", "チケット / 1枚".
 */
function WholeWords({ text }: { text: string }) {
  const parts = text.split(/(\d+)/).filter((part) => part !== '');
  return parts.map((part, index) =>
    index === 0 ? (
      part
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered.
      <Fragment key={index}>
        <wbr />
        {part}
      </Fragment>
    ),
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

function prizeText(t: Translate, item: { amount: number; bonus_type: 1 | 2 }): string {
  return item.bonus_type === 1 ? t('loginBonus.points', { count: item.amount }) : t('loginBonus.tickets', { count: item.amount });
}
