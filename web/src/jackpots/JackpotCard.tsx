import type { contract } from '@croupier/core';
import { useTranslation } from '../i18n/index.ts';
import { Link } from '../router/Link.tsx';
import { Icon, cx } from '../ui/index.ts';
import styles from './JackpotCard.module.css';
import { jackpotPath } from './jackpot-path.ts';
import { TickingAmount } from './TickingAmount.tsx';

type Jackpot = contract.Jackpots.Jackpot;

/** Props of {@link JackpotCard}. */
export interface JackpotCardProps {
  jackpot: Jackpot;
  /** The largest pool: a wider, golden card. */
  featured?: boolean;
}

/** A jackpot in the list: its name, the pool ticking up, and the games that can win it. */
export function JackpotCard({ jackpot, featured = false }: JackpotCardProps) {
  const { t } = useTranslation();
  const games = jackpot.games?.length ?? 0;
  return (
    <article className={cx(styles.card, featured && styles.featured)}>
      <span className={styles.glyph} aria-hidden="true">
        <Icon name="crown" size={featured ? 32 : 24} />
      </span>
      <h3 className={styles.name}>
        <Link href={jackpotPath(jackpot.id)} className={styles.link}>
          {jackpot.description?.title || jackpot.name}
        </Link>
      </h3>
      <p className={styles.pool}>
        <TickingAmount
          amount={jackpot.amount.amount}
          currency={jackpot.amount.currency}
          className={styles.amount}
        />
      </p>
      {jackpot.description?.text ? <p className={styles.text}>{jackpot.description.text}</p> : null}
      {games > 0 ? (
        <p className={styles.games}>
          {t('jackpots.gamesCount', 'Games: {count}', { count: games })}
          <Icon name="chevron-right" size={16} />
        </p>
      ) : null}
    </article>
  );
}
