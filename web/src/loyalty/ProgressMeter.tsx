import { cx } from '../ui/index.ts';
import styles from './ProgressMeter.module.css';

/** Props of {@link ProgressMeter}. */
export interface ProgressMeterProps {
  /** 0..100. */
  percent: number;
  /** The accessible name, e.g. "Progress to Gold". */
  label: string;
  /** What the value means in words (e.g. "300 of 500 points"). */
  valueText?: string;
  tone?: 'accent' | 'gold';
  size?: 'sm' | 'md';
  /** Drawn only: the value is already said in words next to it (inside a labelled button). */
  decorative?: boolean;
  className?: string;
}

/** A progress bar (§4 Loyalty progress) with its value for assistive tech. */
export function ProgressMeter({
  percent,
  label,
  valueText,
  tone = 'accent',
  size = 'md',
  decorative = false,
  className,
}: ProgressMeterProps) {
  const value = Math.round(Math.min(100, Math.max(0, percent)));
  if (decorative) {
    return (
      <div aria-hidden="true" className={cx(styles.track, styles[size], className)}>
        <span className={cx(styles.fill, styles[tone])} style={{ width: `${value}%` }} />
      </div>
    );
  }
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cx(styles.track, styles[size], className)}
    >
      <span className={cx(styles.fill, styles[tone])} style={{ width: `${value}%` }} />
    </div>
  );
}
