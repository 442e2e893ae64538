import type { contract } from '@croupier/core';
import { formatMoney } from '@croupier/core/format';
import { gamePath } from '../games/game-path.ts';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import { Avatar, Icon } from '../ui/index.ts';
import { localDateTime } from '../tournaments/local-time.ts';
import styles from './WinsFeed.module.css';

type Win = contract.Jackpots.JackpotWinner;

/** Props of {@link WinsFeed}. */
export interface WinsFeedProps {
  wins: readonly Win[];
  /** Jackpot names by id, to say which pot was won. */
  jackpotNames?: ReadonlyMap<number, string>;
  /** The list's accessible name. */
  label: string;
}

/**
 * Jackpot wins, latest first: the winner without personal data (the nickname, or the masked
 * uid "12***89"), the amount, which jackpot and a link to the game it dropped on.
 */
export function WinsFeed({ wins, jackpotNames, label }: WinsFeedProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.feed} aria-label={label}>
      {wins.map((win) => {
        const name = win.fakename ?? win.uid;
        const jackpot = jackpotNames?.get(win.jackpot_id);
        return (
          <li key={`${win.jackpot_id}-${win.won_at}-${win.uid}`} className={styles.win}>
            <Avatar name={name} size="sm" />
            <div className={styles.who}>
              <p className={styles.line}>
                <strong className={styles.name} translate="no">
                  {name}
                </strong>{' '}
                <span className={styles.muted}>
                  {jackpot
                    ? t('jackpots.wonJackpotIn', 'won {jackpot} in', { jackpot })
                    : t('jackpots.wonIn', 'won in')}
                </span>{' '}
                <Link href={gamePath(win.game.sysname)} className={styles.game} translate="no">
                  {win.game.name}
                </Link>
              </p>
              <p className={styles.when}>
                <time dateTime={win.won_at}>{localDateTime(win.won_at)}</time>
              </p>
            </div>
            <p className={styles.amount}>
              <Icon name="trophy" size={16} />
              {formatMoney(win.amount.amount, win.amount.currency)}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
