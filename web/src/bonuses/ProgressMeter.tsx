import type { ReactNode } from 'react';
import { cx } from '../ui/index.ts';
import styles from './ProgressMeter.module.css';

/** Props of {@link ProgressMeter}. */
export interface ProgressMeterProps {
  /** 0–100. */
  percent: number;
  /** The accessible name, e.g. "Wagering". */
  label: string;
  /** What the bar means in words, e.g. "12.00 USD of 1,500.00 USD" (read instead of the percent). */
  valueText?: string;
  /** Shown above the bar, left and right. */
  start?: ReactNode;
  end?: ReactNode;
  tone?: 'accent' | 'gold' | 'success';
  className?: string;
}

/** A labelled progress bar: wagering, spins left, the way to the next loyalty level. */
export function ProgressMeter({
  percent,
  label,
  valueText,
  start,
  end,
  tone = 'accent',
  className,
}: ProgressMeterProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={cx(styles.meter, className)}>
      {start || end ? (
        <div className={styles.legend}>
          <span>{start}</span>
          <span className={styles.end}>{end}</span>
        </div>
      ) : null}
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={valueText}
      >
        <span className={cx(styles.fill, styles[tone])} style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
