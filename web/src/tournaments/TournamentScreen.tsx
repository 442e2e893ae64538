import { ApiError } from '@croupier/core/errors';
import { useEffect, useMemo, useRef } from 'react';
import { HttpError } from '../errors.ts';
import { useDocumentTitle } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import type { ScreenProps } from '../router/route-screens.ts';
import { useProviders } from '../games/use-providers.ts';
import { statusAt } from './countdown.ts';
import { PrizeTable } from './PrizeTable.tsx';
import { formatPoints } from './prize-text.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { TournamentImage } from './TournamentImage.tsx';
import { tournamentTitle } from './tournament-path.ts';
import { TournamentRules } from './TournamentRules.tsx';
import { useNow } from './use-now.ts';
import { useTournament } from './use-tournaments.ts';
import { Badge, Card, cx, Skeleton } from '../ui/index.ts';
import hero from '../ui/ImageHero.module.css';
import { ParticipatePanel } from './ParticipatePanel.tsx';
import { TournamentBoard } from './TournamentBoard.tsx';
import styles from './TournamentScreen.module.css';
import { usePlatform } from '../app/platform-context.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { BackCrumb } from '../ui/BackCrumb.tsx';

/** The operator's display badge (`extra.badge`), when it is a short text. */
function extraBadge(extra: Record<string, unknown>): string | null {
  const badge = extra.badge;
  return typeof badge === 'string' && badge.length > 0 && badge.length <= 20 ? badge : null;
}

function Loading() {
  return (
    <div className={styles.page} aria-busy="true">
      <Skeleton width={160} height={16} />
      <Skeleton aspectRatio="735 / 240" radius="lg" />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Skeleton height={88} radius="lg" />
          <Skeleton height={200} radius="lg" />
        </div>
        <Skeleton height={320} radius="lg" />
      </div>
    </div>
  );
}

/**
 * `/tournaments/{id}` (§2.2, §3 Tournament): the picture and title, the numbers (prize pool,
 * participants, points, games), the rules, the prize table, the leaderboard with the player's
 * row highlighted, and taking part (§4: the tournament reloads after a participate of 1).
 */
export function TournamentScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const { tournament, error, reload, participate } = useTournament(id);
  const providers = useProviders();
  const providerNames = useMemo(
    () => new Map((providers.data ?? []).map((p) => [p.sysname, p.name])),
    [providers.data],
  );
  const now = useNow();
  const status = tournament ? statusAt(tournament, now) : null;
  // Crossing the start or the end changes what the server answers (board, places): reload.
  const seenStatus = useRef(status);
  useEffect(() => {
    if (!tournament || status === seenStatus.current) return;
    const first = seenStatus.current === null;
    seenStatus.current = status;
    if (!first && status !== tournament.status) void reload();
  }, [status, tournament, reload]);
  useDocumentTitle(tournament ? tournamentTitle(t, tournament) : null);
  // A shared link's preview (the server-rendered head's Open Graph card).
  usePlatform().ssr?.report?.({
    card: tournament
      ? { title: tournamentTitle(t, tournament), image: tournament.description?.image?.x2 }
      : null,
    thing: tournament
      ? { kind: 'event', startDate: tournament.starts_at, endDate: tournament.ends_at }
      : null,
  });

  if (tournament === null) throw new HttpError(404, `/tournaments/${id}`);
  if (error && !tournament) {
    // A missing or forbidden tournament shows the system page; a failed request a retry.
    if (error instanceof ApiError && error.statusCode < 500) throw error;
    return (
      <LoadFailed
        title={t('tournaments.loadFailedOne', 'The tournament could not be loaded')}
        onRetry={reload}
      />
    );
  }
  if (!tournament || !status) return <Loading />;

  const title = tournamentTitle(t, tournament);
  const badge = extraBadge(tournament.extra);
  return (
    <div className={styles.page}>
      <BackCrumb href="/tournaments" className={styles.crumbs}>
        {t('common.tournaments', 'Tournaments')}
      </BackCrumb>
      <header className={cx(hero.hero, styles.hero)}>
        <TournamentImage image={tournament.description?.image} eager className={hero.image} />
        <div className={hero.text}>
          <div className={styles.badges}>
            <StatusBadge status={status} />
            {badge ? (
              <Badge tone="gold" solid>
                {badge.toUpperCase()}
              </Badge>
            ) : null}
            {tournament.tags.map((tag) => (
              <Badge key={tag} tone="neutral" className={styles.tag}>
                #{tag}
              </Badge>
            ))}
          </div>
          <h1 className={styles.title}>{title}</h1>
        </div>
      </header>

      <div className={styles.layout}>
        <ParticipatePanel
          tournament={tournament}
          now={now}
          participate={participate}
          reload={reload}
        />
        <div className={styles.main}>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>{t('tournaments.participants', 'Participants')}</dt>
              <dd>{tournament.total_participants}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('tournaments.totalPoints', 'Points scored')}</dt>
              <dd>{formatPoints(tournament.total_points)}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t('tournaments.games', 'Games')}</dt>
              <dd>{tournament.games_count}</dd>
            </div>
          </dl>

          <section className={styles.section} aria-labelledby="tournament-rules">
            <h2 id="tournament-rules" className={styles.sectionTitle}>
              {t('tournaments.rulesTitle', 'Rules')}
            </h2>
            <Card>
              <TournamentRules tournament={tournament} providers={providerNames} />
            </Card>
          </section>

          {tournament.prizes?.length ? (
            <section className={styles.section} aria-labelledby="tournament-prizes">
              <h2 id="tournament-prizes" className={styles.sectionTitle}>
                {t('tournaments.prizesTitle', 'Prizes')}
              </h2>
              <Card padding="sm">
                <PrizeTable
                  prizes={tournament.prizes}
                  caption={t('tournaments.prizesByPlace', 'Prizes by place')}
                  hideCaption
                />
              </Card>
            </section>
          ) : null}

          <section className={styles.section} aria-labelledby="tournament-board">
            <h2 id="tournament-board" className={styles.sectionTitle}>
              {t('tournaments.leaderboard', 'Leaderboard')}
            </h2>
            <Card padding="sm">
              <TournamentBoard tournamentId={tournament.id} status={status} />
            </Card>
          </section>
        </div>
      </div>
    </div>
  );
}
