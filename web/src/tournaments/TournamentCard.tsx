import type { contract } from '@croupier/core';
import { formatMoney } from '@croupier/core/format';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import { Icon } from '../ui/index.ts';
import { Countdown } from './Countdown.tsx';
import { statusAt } from './countdown.ts';
import { localDateTime } from './local-time.ts';
import { formatPoints } from './prize-text.ts';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './TournamentCard.module.css';
import { TournamentImage } from './TournamentImage.tsx';
import { tournamentPath, tournamentTitle } from './tournament-path.ts';

type Tournament = contract.tournaments.Tournament;

/** Props of {@link TournamentCard}. */
export interface TournamentCardProps {
  tournament: Tournament;
  /** The shared clock of the list (epoch ms). */
  now: number;
  eager?: boolean;
}

/**
 * A tournament in the list: picture, status, title, prize pool, dates with a live countdown,
 * and the player's place and points when taking part. The title link covers the whole card.
 */
export function TournamentCard({ tournament, now, eager }: TournamentCardProps) {
  const { t } = useTranslation();
  const title = tournamentTitle(t, tournament);
  const status = statusAt(tournament, now);
  const me = tournament.user_info;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <TournamentImage image={tournament.description?.image} eager={eager} />
        <StatusBadge status={status} className={styles.status} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={tournamentPath(tournament.id)} className={styles.link}>
            {title}
          </Link>
        </h3>
        <p className={styles.prize}>
          <span className={styles.prizeLabel}>{t('tournaments.prizePool', 'Prize pool')}</span>
          <strong className={styles.prizeAmount}>
            {formatMoney(tournament.total_prize.amount, tournament.total_prize.currency)}
          </strong>
        </p>
        <Countdown dates={tournament} now={now} />
        <p className={styles.dates}>
          <Icon name="info" size={14} />
          <span>
            <time dateTime={tournament.starts_at}>{localDateTime(tournament.starts_at)}</time>
            {' – '}
            <time dateTime={tournament.ends_at}>{localDateTime(tournament.ends_at)}</time>
          </span>
        </p>
        {me?.is_participant ? (
          <p className={styles.me}>
            <Icon name="crown" size={16} />
            <span>
              {me.place !== null
                ? t('tournaments.yourPlace', 'Your place: {place}', { place: me.place })
                : t('tournaments.youTakePart', 'You take part')}
              {' · '}
              {t('tournaments.yourPoints', '{points} points', { points: formatPoints(me.points) })}
            </span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
