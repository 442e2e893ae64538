import { isBetHistoryEnabled } from '@croupier/core/state';
import { useState } from 'react';
import { useBetHistory } from './use-bet-history.ts';
import { SportBetCard } from './SportBetCard.tsx';
import type { BetFilter } from './bet-view.ts';
import { GameHistory } from '../games/GameHistory.tsx';
import { useSettings } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { ProfileLayout } from '../profile/index.ts';
import { Button, EmptyState, Tabs } from '../ui/index.ts';
import styles from '../profile/ProfileRewards.module.css';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { SkeletonRows } from '../ui/SkeletonRows.tsx';
import { isLoadingMore } from '../app/use-offset-pages.ts';

/** The sportsbook's game page (§2.2 `/game/{sysname}`). */
const SPORTSBOOK_PATH = '/game/dgt_sportsbook';

type Tab = BetFilter | 'casino';

function SportBets({ status }: { status: BetFilter }) {
  const { t } = useTranslation();
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useBetHistory(status);
  const bets = data?.flatMap((page) => page.items) ?? [];
  const total = data?.[0]?.total ?? 0;

  if (isLoading) {
    return <SkeletonRows count={3} height={180} radius="lg" className={styles.list} />;
  }
  if (error && !data) {
    return (
      <LoadFailed
        title={t('bets.failed', 'Your bets could not be loaded')}
        onRetry={mutate}
        size="sm"
      />
    );
  }
  if (bets.length === 0) {
    return (
      <EmptyState
        icon="sport"
        title={
          status === 'open'
            ? t('bets.emptyOpen', 'No open bets')
            : t('bets.emptySettled', 'No settled bets yet')
        }
        text={t('bets.emptyText', 'Bets you place in the sportsbook show up here.')}
        actions={
          <Button href={SPORTSBOOK_PATH} icon="sport">
            {t('bets.toSportsbook', 'Go to sportsbook')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.section}>
      <ul className={styles.list} aria-label={t('bets.list', 'Bets')}>
        {bets.map((bet) => (
          <li key={bet.id}>
            <SportBetCard bet={bet} />
          </li>
        ))}
      </ul>
      {bets.length < total ? (
        <Button
          variant="secondary"
          className={styles.more}
          loading={isLoadingMore({ isValidating, data, size })}
          onClick={() => void setSize(size + 1)}
        >
          {t('bets.showMore', 'Show more')}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * `/profile/bets`: the player's sportsbook bets, open or settled, each with its selections,
 * stake, odds and potential or paid win, a page at a time; and the casino rounds beside them.
 * The sportsbook tabs follow the functional setting isBetHistoryEnable (§3, §6).
 */
export function BetsScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  const sports = isBetHistoryEnabled(settings);
  const [tab, setTab] = useState<Tab>(sports ? 'open' : 'casino');
  const current: Tab = sports ? tab : 'casino';
  const items = [
    ...(sports
      ? [
          { id: 'open', label: t('bets.tabOpen', 'Open') },
          { id: 'settled', label: t('bets.tabSettled', 'Settled') },
        ]
      : []),
    { id: 'casino', label: t('bets.tabCasino', 'Casino') },
  ];
  return (
    <ProfileLayout
      section="bets"
      actions={
        sports ? (
          <Button href={SPORTSBOOK_PATH} variant="secondary" size="sm" icon="sport">
            {t('bets.toSportsbook', 'Go to sportsbook')}
          </Button>
        ) : null
      }
    >
      <Tabs
        label={t('bets.tabsLabel', 'Bet history')}
        value={current}
        onChange={(id) => setTab(id as Tab)}
        items={items}
      >
        {current === 'casino' ? <GameHistory /> : <SportBets key={current} status={current} />}
      </Tabs>
    </ProfileLayout>
  );
}
