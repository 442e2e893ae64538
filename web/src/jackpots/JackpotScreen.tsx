import { ApiError } from '@croupier/core/errors';
import { useMemo } from 'react';
import { HttpError } from '../errors.ts';
import { GameGrid } from '../games/GameGrid.tsx';
import { useGamePager } from '../games/use-game-pager.ts';
import { useDocumentTitle } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { useJackpots } from './use-jackpots.ts';
import { TickingAmount } from './TickingAmount.tsx';
import type { ScreenProps } from '../router/route-screens.ts';
import { TournamentImage } from '../tournaments/TournamentImage.tsx';
import { Card, cx, EmptyState, Icon, Skeleton } from '../ui/index.ts';
import hero from '../ui/ImageHero.module.css';
import { SafeHtml } from '../ui/SafeHtml.tsx';
import { RecentWins } from './RecentWins.tsx';
import styles from './Jackpots.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { BackCrumb } from '../ui/BackCrumb.tsx';

/**
 * `/jackpots/{id}` (§2.2): one jackpot — its pool ticking up, what it is, the games that feed
 * and can win it (the hall's grid), and its latest winners.
 */
export function JackpotScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const id = Number(params.id);
  const ids = useMemo(() => [id], [id]);
  const { data, error, mutate } = useJackpots(ids);
  const jackpot = data ? (data.find((j) => j.id === id) ?? null) : undefined;
  const sysnames = jackpot?.games?.map((g) => g.sysname);
  const gamesKey = sysnames?.join(',');
  const gamesQuery = useMemo(
    () => (gamesKey ? { sysnames: gamesKey.split(','), fields: ['freespins'] } : null),
    [gamesKey],
  );
  const pager = useGamePager(gamesQuery);
  const title = jackpot ? jackpot.description?.title || jackpot.name : null;
  useDocumentTitle(title);

  if (jackpot === null) throw new HttpError(404, `/jackpots/${id}`);
  if (error && !data) {
    if (error instanceof ApiError && error.statusCode < 500) throw error;
    return (
      <LoadFailed
        title={t('jackpots.loadFailedOne', 'The jackpot could not be loaded')}
        onRetry={mutate}
      />
    );
  }

  return (
    <div className={styles.page}>
      <BackCrumb href="/jackpots">{t('common.jackpots', 'Jackpots')}</BackCrumb>
      {jackpot ? (
        <header className={cx(hero.hero, styles.hero)}>
          <TournamentImage image={jackpot.description?.image} eager className={hero.image} />
          <div className={hero.text}>
            <p className={styles.kicker}>
              <Icon name="crown" size={18} />
              {jackpot.name}
            </p>
            <h1 className={styles.heroTitle}>{title}</h1>
            <p className={styles.heroPool}>
              <TickingAmount
                amount={jackpot.amount.amount}
                currency={jackpot.amount.currency}
                className={styles.heroAmount}
              />
            </p>
          </div>
        </header>
      ) : (
        <Skeleton aspectRatio="735 / 240" radius="lg" />
      )}
      {jackpot?.description?.html ? (
        <SafeHtml className={styles.prose} html={jackpot.description.html} />
      ) : jackpot?.description?.text ? (
        <p className={styles.text}>{jackpot.description.text}</p>
      ) : null}

      <div className={styles.split}>
        <section className={styles.section} aria-labelledby="jackpot-games">
          <h2 id="jackpot-games" className={styles.sectionTitle}>
            {t('jackpots.games', 'Games that can win it')}
          </h2>
          {pager ? (
            <GameGrid
              pager={pager}
              label={t('jackpots.games', 'Games that can win it')}
              empty={{ title: t('jackpots.noGames', 'No games feed this jackpot yet') }}
            />
          ) : jackpot ? (
            <EmptyState
              icon="dice"
              title={t('jackpots.noGames', 'No games feed this jackpot yet')}
            />
          ) : (
            <Skeleton height={240} radius="lg" />
          )}
        </section>
        <section className={styles.section} aria-labelledby="jackpot-winners">
          <h2 id="jackpot-winners" className={styles.sectionTitle}>
            {t('jackpots.recentWinners', 'Recent winners')}
          </h2>
          <Card padding="sm">
            <RecentWins jackpotId={id} />
          </Card>
        </section>
      </div>
    </div>
  );
}
