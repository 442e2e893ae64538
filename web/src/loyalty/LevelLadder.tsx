import type { contract } from '@croupier/core';
import { formatAmount } from '@croupier/core/format';
import { useTranslation } from '../i18n/index.ts';
import { Badge, cx } from '../ui/index.ts';
import { LoyaltyPicture } from './LoyaltyPicture.tsx';
import styles from './LevelLadder.module.css';

type Level = contract.loyalty.Level;

/** Props of {@link LevelLadder}. */
export interface LevelLadderProps {
  levels: readonly Level[];
  /** The points' name ("points"). */
  alias: string;
}

/** A programme's levels from the lowest threshold up, the reached and current ones marked. */
export function LevelLadder({ levels, alias }: LevelLadderProps) {
  const { t } = useTranslation();
  const sorted = [...levels].sort((a, b) => a.points - b.points);
  return (
    <ol className={styles.ladder}>
      {sorted.map((level) => (
        <li
          key={level.id}
          className={cx(
            styles.step,
            level.is_reached && styles.reached,
            level.is_current && styles.current,
          )}
          aria-current={level.is_current ? 'step' : undefined}
        >
          <LoyaltyPicture
            image={level.image}
            size={64}
            icon="crown"
            iconSize={28}
            className={styles.image}
          />
          <span className={styles.name}>{level.name}</span>
          <span className={styles.threshold}>
            {t('loyalty.levelFrom', 'from {points} {alias}', {
              points: formatAmount(level.points),
              alias,
            })}
          </span>
          {level.is_current ? (
            <Badge tone="gold" solid>
              {t('loyalty.current', 'Current')}
            </Badge>
          ) : level.is_reached ? (
            <Badge tone="accent">{t('loyalty.reached', 'Reached')}</Badge>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
