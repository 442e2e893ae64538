import type { contract } from '@croupier/core';
import { formatDateTime, formatMoney } from '@croupier/core/format';
import { useTranslation } from '../i18n/index.ts';
import { Badge, Card, cx } from '../ui/index.ts';
import { betReturn, betStatusLabel, betStatusTone } from './bet-view.ts';
import styles from './SportBetCard.module.css';

type SportBet = contract.games.SportBet;

/** The viewer's time zone, for dates (§9 formats). */
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * One sportsbook bet: single or accumulator, each selection (event, market, pick, odds, its
 * own status and the final score), the stake, total odds, the potential or paid win and the
 * bet's status.
 */
export function SportBetCard({ bet }: { bet: SportBet }) {
  const { t } = useTranslation();
  const back = betReturn(bet);
  const titleId = `bet-${bet.id}-title`;
  return (
    <Card
      as="article"
      padding="none"
      className={styles.card}
      aria-labelledby={titleId}
      data-bet={bet.id}
      data-status={bet.status}
    >
      <header className={styles.head}>
        <div className={styles.heading}>
          <h3 id={titleId} className={styles.title}>
            {bet.type === 'single'
              ? t('bets.single', 'Single')
              : t('bets.accumulator', 'Accumulator · {count} selections', {
                  count: bet.selections.length,
                })}
          </h3>
          <span className={styles.meta}>
            <time dateTime={bet.placed_at}>{formatDateTime(bet.placed_at, { timeZone })}</time>
            <span className={styles.id}>#{bet.id}</span>
          </span>
        </div>
        <div className={styles.badges}>
          {bet.balance_type === 'betting_bonus' ? (
            <Badge tone="info">{t('bets.bonusMoney', 'Bonus')}</Badge>
          ) : null}
          <Badge tone={betStatusTone(bet.status)} solid={bet.status === 'won'}>
            {betStatusLabel(t, bet.status)}
          </Badge>
        </div>
      </header>
      <ol className={styles.legs} aria-label={t('bets.selections', 'Selections')}>
        {bet.selections.map((leg) => (
          <li key={`${leg.event_id}-${leg.market}`} className={styles.leg}>
            <div className={styles.legMain}>
              <span className={styles.event}>
                {leg.home} – {leg.away}
                {leg.live ? <span className={styles.live}>{t('bets.live', 'Live')}</span> : null}
              </span>
              <span className={styles.league}>
                {leg.sport} · {leg.league} ·{' '}
                <time dateTime={leg.starts_at}>{formatDateTime(leg.starts_at, { timeZone })}</time>
              </span>
              <span className={styles.pick}>
                {leg.market_name}: <strong>{leg.outcome_name}</strong>
              </span>
            </div>
            <div className={styles.legSide}>
              <span className={styles.odds}>{leg.odds}</span>
              {leg.status !== 'open' ? (
                <span className={cx(styles.legStatus, styles[leg.status])}>
                  {betStatusLabel(t, leg.status)}
                  {leg.result ? ` · ${leg.result}` : ''}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <dl className={styles.totals}>
        <div>
          <dt>{t('bets.stake', 'Stake')}</dt>
          <dd>{formatMoney(bet.stake, bet.currency)}</dd>
        </div>
        <div>
          <dt>{t('bets.odds', 'Odds')}</dt>
          <dd>{bet.odds}</dd>
        </div>
        <div className={styles.return}>
          <dt>
            {back.kind === 'potential'
              ? t('bets.potentialWin', 'Potential win')
              : back.kind === 'paid'
                ? t('bets.paid', 'Paid')
                : back.kind === 'refunded'
                  ? t('bets.refunded', 'Refunded')
                  : t('bets.win', 'Win')}
          </dt>
          <dd className={cx(back.kind === 'paid' && styles.won)}>
            {formatMoney(back.amount, bet.currency)}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
