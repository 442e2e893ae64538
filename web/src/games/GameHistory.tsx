import type { contract } from '@croupier/core';
import { formatDateTime, formatMoney } from '@croupier/core/format';
import { useEffect, useState } from 'react';
import { subscribe } from 'valtio/vanilla';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useSettings } from '../hooks/index.ts';
import { Link } from '../router/Link.tsx';
import { useGameHistory, useHistoryExport } from './use-game-history.ts';
import { Badge, Button, EmptyState, Icon, Spinner } from '../ui/index.ts';
import styles from './GameHistory.module.css';
import { gamePath } from './game-path.ts';
import { LoadFailed } from '../ui/LoadFailed.tsx';
import { SkeletonRows } from '../ui/SkeletonRows.tsx';
import { isLoadingMore } from '../app/use-offset-pages.ts';

type GameRound = contract.games.GameRound;

const timeZone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
})();

function Round({ round }: { round: GameRound }) {
  const { t } = useTranslation();
  const won = Number(round.win) > 0;
  return (
    <li className={styles.round}>
      <div className={styles.main}>
        <Link href={gamePath(round.game.sysname)} className={styles.game}>
          {round.game.name}
        </Link>
        <span className={styles.meta}>
          <time dateTime={round.created_at} className={styles.time}>
            {formatDateTime(round.created_at, { timeZone })}
          </time>
          {round.balance_type !== 'main' ? (
            <Badge tone={round.balance_type === 'fun' ? 'info' : 'gold'}>
              {round.balance_type === 'fun'
                ? t('games.roundDemo', 'Demo')
                : t('common.balances.bonus', 'Bonus')}
            </Badge>
          ) : null}
        </span>
      </div>
      <dl className={styles.amounts}>
        <div>
          <dt>{t('games.bet', 'Bet')}</dt>
          <dd>{formatMoney(round.bet, round.currency)}</dd>
        </div>
        <div>
          <dt>{t('games.win', 'Win')}</dt>
          <dd className={won ? styles.won : undefined}>{formatMoney(round.win, round.currency)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The CSV export: ask, wait while the file is prepared, then download it (owner only). */
function HistoryExport() {
  const { t } = useTranslation();
  const { data, error, requestExport } = useHistoryExport(true);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const ask = async () => {
    setAsking(true);
    setFailed(false);
    try {
      await requestExport();
    } catch {
      setFailed(true);
    } finally {
      setAsking(false);
    }
  };
  const pending = data?.status === 'pending';
  const link = data?.status === 'ready' ? data.link : null;
  return (
    <div className={styles.export}>
      <div className={styles.exportRow}>
        <Button
          variant="secondary"
          size="sm"
          icon="copy"
          loading={asking}
          disabled={pending}
          onClick={() => void ask()}
        >
          {t('games.exportCsv', 'Export to CSV')}
        </Button>
        {link ? (
          <a href={link} download className={styles.download}>
            <Icon name="external" size={16} />
            {t('games.downloadCsv', 'Download CSV')}
          </a>
        ) : null}
      </div>
      <p className={styles.exportStatus} role="status" aria-live="polite">
        {pending ? (
          <>
            <Spinner size="sm" label={null} /> {t('games.exportPending', 'Preparing your file…')}
          </>
        ) : failed || error || data?.status === 'failed' ? (
          t('games.exportFailed', 'The export failed. Try again.')
        ) : link ? (
          t('games.exportReady', 'Your file is ready.')
        ) : null}
      </p>
    </div>
  );
}

/**
 * The signed-in player's game rounds, newest first, refreshed when the balance changes (the
 * live socket pushes it after every spin), with the CSV export when the operator allows it
 * (general info is_game_history_export_enabled).
 */
export function GameHistory() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const settings = useSettings();
  const exportEnabled = settings.generalInfo?.is_game_history_export_enabled === true;
  const { data, error, size, setSize, isLoading, isValidating, mutate } = useGameHistory(true);

  useEffect(
    () => subscribe(platform.stores.balance.state, () => void mutate()),
    [platform, mutate],
  );

  const rounds = data?.flatMap((page) => page.items) ?? [];
  const total = data?.[0]?.total ?? 0;
  const more = rounds.length < total;

  return (
    <div className={styles.history}>
      <div className={styles.tools}>
        {exportEnabled ? <HistoryExport /> : <span />}
        <Button
          variant="ghost"
          size="sm"
          loading={isValidating && !isLoading}
          onClick={() => void mutate()}
        >
          {t('games.refresh', 'Refresh')}
        </Button>
      </div>
      {isLoading ? (
        <SkeletonRows count={3} height={56} radius="md" className={styles.loading} />
      ) : error && !data ? (
        <LoadFailed
          title={t('games.historyFailed', 'Your rounds could not be loaded.')}
          onRetry={mutate}
          size="sm"
        />
      ) : rounds.length === 0 ? (
        <EmptyState
          icon="dice"
          title={t('games.historyEmpty', 'No rounds yet')}
          text={t('games.historyEmptyText', 'Your bets and wins will show here.')}
        />
      ) : (
        <>
          <ul className={styles.rounds} aria-label={t('games.myRounds', 'My rounds')}>
            {rounds.map((round) => (
              <Round key={round.id} round={round} />
            ))}
          </ul>
          {more ? (
            <Button
              variant="secondary"
              size="sm"
              block
              loading={isLoadingMore({ isValidating, data, size })}
              onClick={() => void setSize(size + 1)}
            >
              {t('common.loadMore', 'Load more')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
