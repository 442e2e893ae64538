import type { contract } from '@croupier/core';
import { useState } from 'react';
import { useDocumentTitle } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import type { ScreenProps } from '../router/route-screens.ts';
import { TournamentCard } from './TournamentCard.tsx';
import { useNow } from './use-now.ts';
import { TOURNAMENTS_PAGE_SIZE, useTournamentList } from './use-tournaments.ts';
import { Button, EmptyState, Skeleton } from '../ui/index.ts';
import styles from './Tournaments.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { ScreenHeader } from '../ui/ScreenHeader.tsx';
import { LoadMore } from '../ui/LoadMore.tsx';

type Status = contract.tournaments.Tournament['status'];

const SECTIONS: readonly Status[] = ['active', 'upcoming', 'finished'];

/** One status's tournaments as a grid of cards; nothing when there are none. */
function Section({ status, now }: { status: Status; now: number }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(TOURNAMENTS_PAGE_SIZE);
  const { data, error, mutate, isValidating } = useTournamentList(status, count);
  const title =
    status === 'active'
      ? t('tournaments.sectionActive', 'Running now')
      : status === 'upcoming'
        ? t('tournaments.sectionUpcoming', 'Coming soon')
        : t('tournaments.sectionFinished', 'Finished');
  const id = `tournaments-${status}`;
  let body;
  if (error && !data) {
    body = (
      <LoadFailed
        title={t('tournaments.loadFailed', 'The tournaments could not be loaded')}
        onRetry={mutate}
      />
    );
  } else if (!data) {
    body = (
      <div className={styles.grid} aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.skeletonCard}>
            <Skeleton aspectRatio="735 / 240" radius="lg" />
            <Skeleton width="70%" height={20} />
            <Skeleton width="45%" height={24} />
            <Skeleton width="55%" />
          </div>
        ))}
      </div>
    );
  } else if (data.items.length === 0) {
    return null;
  } else {
    body = (
      <>
        <div className={styles.grid}>
          {data.items.map((tournament, index) => (
            <TournamentCard
              key={tournament.id}
              tournament={tournament}
              now={now}
              eager={status === 'active' && index < 3}
            />
          ))}
        </div>
        {data.total > data.items.length ? (
          <LoadMore
            loading={isValidating}
            onMore={() => setCount((c) => c + TOURNAMENTS_PAGE_SIZE)}
          />
        ) : null}
      </>
    );
  }
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
        {data && data.total > 0 ? <span className={styles.count}>{data.total}</span> : null}
      </h2>
      {body}
    </section>
  );
}

/** Whether every section answered and none has a tournament. */
function useNothingAtAll(): boolean {
  const active = useTournamentList('active');
  const upcoming = useTournamentList('upcoming');
  const finished = useTournamentList('finished');
  return [active, upcoming, finished].every((r) => r.data && r.data.total === 0);
}

/**
 * `/tournaments` (§2.2): running, upcoming and finished tournaments as cards with their prize
 * pools and live countdowns; the player's place and points show on those they take part in.
 */
export function TournamentsScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const now = useNow();
  const empty = useNothingAtAll();
  useDocumentTitle(t('common.tournaments', 'Tournaments'));
  return (
    <div className={styles.page}>
      <ScreenHeader
        title={t('common.tournaments', 'Tournaments')}
        lead={t(
          'tournaments.lead',
          'Play the tournament games, climb the leaderboard and share the prize pool.',
        )}
        leadClassName={styles.lead}
      />
      {empty ? (
        <EmptyState
          icon="trophy"
          title={t('tournaments.none', 'No tournaments right now')}
          text={t('tournaments.noneText', 'New tournaments start regularly. Check back soon.')}
          actions={
            <Button href="/gamehall">{t('common.goToGamehall', 'Go to the game hall')}</Button>
          }
        />
      ) : (
        SECTIONS.map((status) => <Section key={status} status={status} now={now} />)
      )}
    </div>
  );
}
