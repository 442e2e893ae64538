import type { contract } from '@croupier/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/index.ts';
import { Badge, cx } from '../ui/index.ts';
import styles from './Leaderboard.module.css';
import { formatPoints, prizeText } from './prize-text.ts';
import ranked from '../ui/RankedTable.module.css';
import hidden from '../ui/VisuallyHidden.module.css';

type Entry = contract.leaderboard.LeaderboardEntry;

/** Props of {@link Leaderboard}. */
export interface LeaderboardProps {
  rows: readonly Entry[];
  /** The player's own row: appended after a gap when it is not among `rows`. */
  me?: Entry | null;
  /** The table's accessible name. */
  caption: ReactNode;
  /** Hides the caption visually (a heading above already names the board). */
  hideCaption?: boolean;
  /** Shows the prize column (tournament boards; period boards have no prizes). */
  showPrizes?: boolean;
  className?: string;
}

/**
 * A board: place, name (nicknames or masked logins from the server — uids are never shown),
 * points and prize; the player's row is highlighted and marked "You".
 */
export function Leaderboard({
  rows,
  me,
  caption,
  hideCaption = false,
  showPrizes = false,
  className,
}: LeaderboardProps) {
  const { t } = useTranslation();
  const meShown = rows.some((row) => row.is_current_user);
  const extra = me && !meShown && !rows.some((row) => row.place === me.place) ? me : null;
  const row = (entry: Entry, key: string) => (
    <tr
      key={key}
      className={cx(
        entry.is_current_user && styles.me,
        entry.place <= 3 && ranked[`top${entry.place}`],
      )}
    >
      <td className={styles.place}>
        <span className={ranked.medal}>{entry.place}</span>
      </td>
      <th scope="row" className={styles.name}>
        <span className={styles.nameText} translate="no">
          {entry.fakename}
        </span>
        {entry.is_current_user ? (
          <Badge tone="accent" solid className={styles.you}>
            {t('tournaments.you', 'You')}
          </Badge>
        ) : null}
      </th>
      <td className={styles.points}>{formatPoints(entry.points)}</td>
      {showPrizes ? (
        <td className={styles.prize}>{entry.prize ? prizeText(t, entry.prize) : '—'}</td>
      ) : null}
    </tr>
  );
  return (
    <table className={cx(ranked.table, styles.board, className)}>
      <caption className={cx(ranked.caption, hideCaption && hidden.hidden)}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.place}>
            {t('tournaments.place', 'Place')}
          </th>
          <th scope="col">{t('tournaments.player', 'Player')}</th>
          <th scope="col" className={styles.points}>
            {t('tournaments.points', 'Points')}
          </th>
          {showPrizes ? (
            <th scope="col" className={styles.prize}>
              {t('tournaments.prize', 'Prize')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((entry) => row(entry, `p${entry.place}`))}
        {extra ? (
          <>
            <tr className={styles.gap} aria-hidden="true">
              <td colSpan={showPrizes ? 4 : 3}>⋯</td>
            </tr>
            {row(extra, 'me')}
          </>
        ) : null}
      </tbody>
    </table>
  );
}
