import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './ProgressMeter.module.css';

/** Props of {@link ProgressMeter}. */
export interface ProgressMeterProps {
  /** 0–100. */
  percent: number;
  /** The accessible name, e.g. "Wagering" or "Progress to Gold". */
  label: string;
  /** What the bar means in words, e.g. "300 of 500 points" (read instead of the percent). */
  valueText?: string;
  /** Shown above the bar, left and right. */
  start?: ReactNode;
  end?: ReactNode;
  tone?: 'accent' | 'gold' | 'success';
  size?: 'sm' | 'md';
  /** Drawn only: the value is already said in words next to it (inside a labelled button). */
  decorative?: boolean;
  className?: string;
}

/** A labelled progress bar: wagering, spins left, quests, the way to the next loyalty level. */
export function ProgressMeter({
  percent,
  label,
  valueText,
  start,
  end,
  tone = 'accent',
  size = 'md',
  decorative = false,
  className,
}: ProgressMeterProps) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  const fill = <span className={cx(styles.fill, styles[tone])} style={{ width: `${value}%` }} />;
  const track = decorative ? (
    <div aria-hidden="true" className={cx(styles.track, styles[size])}>
      {fill}
    </div>
  ) : (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cx(styles.track, styles[size])}
    >
      {fill}
    </div>
  );
  return (
    <div className={cx(styles.meter, className)}>
      {start || end ? (
        <div className={styles.legend}>
          <span>{start}</span>
          <span className={styles.end}>{end}</span>
        </div>
      ) : null}
      {track}
    </div>
  );
}
