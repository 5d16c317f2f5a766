import { useUiTranslation } from './use-ui-translation';
import { formatDisplayDate, parseApiDateTime } from '../time/time';
import { formatNumber } from '../format/number';
import styles from './Badge.module.css';

/** What a reader can do with an episode (docs/product-rules.md §3 and §4), as the badge shows it. */
export type BadgeState =
  | { kind: 'free' }
  | { kind: 'member-free' }
  | { kind: 'points'; point: number }
  | { kind: 'purchased' }
  /** `until`: the rental's end as the API writes it (YYYY-MM-DDTHH:mm:ss), null when unknown. */
  | { kind: 'renting'; until: string | null }
  /** The wait-to-be-free ticket: time left until it is back (0 and 0: usable now). */
  | { kind: 'wait-free'; remainingHours: number; remainingMinutes: number };

export interface BadgeProps {
  state: BadgeState;
  className?: string;
}

/** The price or state label of an episode: free, member-free, points, purchased, renting, wait-to-be-free. */
export function Badge({ state, className }: BadgeProps) {
  const { t } = useUiTranslation();
  const classes = (tone: string) => [styles.badge, styles[tone], className].filter(Boolean).join(' ');
  switch (state.kind) {
    case 'free':
      return <span className={classes('strong')}>{t('badge.free')}</span>;
    case 'member-free':
      return <span className={classes('strong')}>{t('badge.memberFree')}</span>;
    case 'points':
      return <span className={classes('outline')}>{t('badge.points', { point: formatNumber(state.point) })}</span>;
    case 'purchased':
      return <span className={classes('soft')}>{t('badge.purchased')}</span>;
    case 'renting':
      return (
        <span className={classes('soft')}>
          {t('badge.renting')}
          {state.until && (
            <span className={styles.note}>{t('badge.rentalUntil', { date: formatDisplayDate(parseApiDateTime(state.until)) })}</span>
          )}
        </span>
      );
    case 'wait-free': {
      const ready = state.remainingHours === 0 && state.remainingMinutes === 0;
      return (
        <span className={classes(ready ? 'strong' : 'soft')}>
          {t('badge.waitFree')}
          <span className={styles.note}>
            {ready ? t('badge.waitFreeReady') : t('badge.waitFreeLeft', { hours: state.remainingHours, minutes: state.remainingMinutes })}
          </span>
        </span>
      );
    }
  }
}
