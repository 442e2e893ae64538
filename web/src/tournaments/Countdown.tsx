import { useTranslation } from '../i18n/index.ts';
import { cx } from '../ui/index.ts';
import { countdownOf, formatDuration, type TournamentDates } from './countdown.ts';
import styles from './Countdown.module.css';

/** Props of {@link Countdown}. */
export interface CountdownProps {
  dates: TournamentDates;
  /** The current time (epoch ms), from `useNow()` so every card ticks together. */
  now: number;
  /** Large clock face (the detail page). */
  large?: boolean;
  className?: string;
}

/** "Starts in 2d 04:05:06" / "Ends in 04:05:06" / "Ended", ticking with `now`. */
export function Countdown({ dates, now, large = false, className }: CountdownProps) {
  const { t } = useTranslation();
  const { phase, ms } = countdownOf(dates, now);
  if (phase === 'ended') {
    return (
      <p className={cx(styles.countdown, large && styles.large, className)}>
        <span className={styles.label}>{t('tournaments.ended', 'Ended')}</span>
      </p>
    );
  }
  return (
    <p className={cx(styles.countdown, large && styles.large, className)}>
      <span className={styles.label}>
        {phase === 'starts'
          ? t('tournaments.startsIn', 'Starts in')
          : t('tournaments.endsIn', 'Ends in')}
      </span>{' '}
      {/* A server-rendered page hydrates seconds later: the clock may differ, nothing else. */}
      <span role="timer" className={styles.clock} suppressHydrationWarning>
        {formatDuration(ms, t('tournaments.daysShort', 'd'))}
      </span>
    </p>
  );
}
