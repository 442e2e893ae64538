import { formatAmount } from '@croupier/core/format';
import { cx } from '../ui/index.ts';
import styles from './PointsAmount.module.css';

/** Props of {@link PointsAmount}. */
export interface PointsAmountProps {
  points: number;
  /** The programme's name for its points ("points"). */
  alias: string;
  /** The CMS coin icon (§3 Loyalty config coinIcon). */
  coinIcon?: string | null;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** An amount of loyalty points with the coin icon and the points' name. */
export function PointsAmount({
  points,
  alias,
  coinIcon,
  size = 'md',
  className,
}: PointsAmountProps) {
  return (
    <span className={cx(styles.amount, styles[size], className)}>
      {coinIcon ? <img src={coinIcon} alt="" className={styles.coin} /> : null}
      <span className={styles.value}>{formatAmount(points)}</span>
      <span className={styles.alias}>{alias}</span>
    </span>
  );
}
