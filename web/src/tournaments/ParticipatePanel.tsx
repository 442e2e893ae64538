import type { contract } from '@croupier/core';
import { formatMoney } from '@croupier/core/format';
import { useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useAuthPopup, useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { Countdown } from './Countdown.tsx';
import { statusAt } from './countdown.ts';
import { localDateTime } from './local-time.ts';
import {
  participateFailure,
  participateFailureText,
  participateFailureTitle,
} from './participate-error.ts';
import { formatPoints } from './prize-text.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { tournamentGamehallPath } from './tournament-path.ts';
import { Button, Card, Icon } from '../ui/index.ts';
import styles from './ParticipatePanel.module.css';

type Tournament = contract.tournaments.Tournament;

/** Props of {@link ParticipatePanel}. */
export interface ParticipatePanelProps {
  tournament: Tournament;
  now: number;
  participate(): Promise<void>;
  reload(): Promise<unknown>;
}

/**
 * The tournament's call to action: status, countdown, prize pool and dates; the player's
 * place and points once in; "Take part" (guests get the auth popup, §4 participation, §8
 * failure text) and the way to the tournament's games.
 */
export function ParticipatePanel({ tournament, now, participate, reload }: ParticipatePanelProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { signedIn } = useSession();
  const openAuth = useAuthPopup();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string[] | null>(null);
  const status = statusAt(tournament, now);
  const me = tournament.user_info;
  const joined = me?.is_participant === true;
  const canJoin = status !== 'finished' && !joined;

  const join = async () => {
    if (!signedIn) {
      openAuth('registration');
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await participate();
      platform.shell.haptic('success');
      platform.stores.toasts.show({
        kind: 'success',
        title: t('tournaments.joined', 'You are in the tournament'),
        message: t('tournaments.joinedText', 'Play the tournament games to earn points.'),
      });
    } catch (error) {
      platform.shell.haptic('error');
      const reason = participateFailure(error);
      if (reason === 'other' || reason === 'network') platform.log(error);
      const detail = participateFailureText(t, reason);
      setFailure([participateFailureTitle(t), ...(detail ? [detail] : [])]);
      // The answer may mean our copy is stale (already in, or ended): show the truth.
      if (reason === 'already' || reason === 'finished') void reload();
    } finally {
      setBusy(false);
    }
  };

  const onHostButton = platform.shell.useMainButton(
    canJoin
      ? {
          text: t('tournaments.participate', 'Take part'),
          onClick: () => void join(),
          loading: busy,
        }
      : null,
  );

  return (
    <Card as="aside" className={styles.panel} aria-label={t('tournaments.takePart', 'Taking part')}>
      <div className={styles.panelHead}>
        <StatusBadge status={status} />
        <Countdown dates={tournament} now={now} large />
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('tournaments.prizePool', 'Prize pool')}</dt>
          <dd className={styles.pool}>
            {formatMoney(tournament.total_prize.amount, tournament.total_prize.currency)}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('tournaments.starts', 'Starts')}</dt>
          <dd>
            <time dateTime={tournament.starts_at}>{localDateTime(tournament.starts_at)}</time>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('tournaments.ends', 'Ends')}</dt>
          <dd>
            <time dateTime={tournament.ends_at}>{localDateTime(tournament.ends_at)}</time>
          </dd>
        </div>
      </dl>
      {joined ? (
        <div className={styles.mine} role="status">
          <p className={styles.mineTitle}>
            <Icon name="check" size={18} />
            {status === 'finished'
              ? t('tournaments.tookPart', 'You took part')
              : t('tournaments.youAreIn', 'You are taking part')}
          </p>
          <dl className={styles.mineStats}>
            <div>
              <dt>{t('tournaments.place', 'Place')}</dt>
              <dd>{me.place ?? '—'}</dd>
            </div>
            <div>
              <dt>{t('tournaments.points', 'Points')}</dt>
              <dd>{formatPoints(me.points)}</dd>
            </div>
          </dl>
        </div>
      ) : null}
      {failure ? (
        <div className={styles.failure} role="alert">
          <Icon name="warning" size={18} />
          <div>
            {failure.map((line, i) =>
              i === 0 ? (
                <p key={line} className={styles.failureTitle}>
                  {line}
                </p>
              ) : (
                <p key={line}>{line}</p>
              ),
            )}
          </div>
        </div>
      ) : null}
      <div className={styles.actions}>
        {canJoin && !onHostButton ? (
          <Button block size="lg" icon="trophy" loading={busy} onClick={() => void join()}>
            {t('tournaments.participate', 'Take part')}
          </Button>
        ) : null}
        {status !== 'finished' ? (
          <Button
            block
            variant={canJoin ? 'secondary' : 'primary'}
            icon="play"
            href={tournamentGamehallPath(tournament.id)}
          >
            {t('tournaments.playGames', 'Tournament games')}
          </Button>
        ) : null}
        {canJoin && !signedIn ? (
          <p className={styles.hint}>
            {t('tournaments.guestHint', 'Sign up or log in to take part.')}
          </p>
        ) : null}
      </div>
    </Card>
  );
}
