import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './Badge.module.css';

/** Colours of a badge. */
export type BadgeTone = 'neutral' | 'accent' | 'gold' | 'danger' | 'info';

/** Props of {@link Badge}. */
export interface BadgeProps {
  tone?: BadgeTone;
  /** Filled instead of soft. */
  solid?: boolean;
  children: ReactNode;
  className?: string;
}

/** A short label: NEW, HOT, 18+, a count. */
export function Badge({ tone = 'neutral', solid = false, children, className }: BadgeProps) {
  return (
    <span className={cx(styles.badge, styles[tone], solid && styles.solid, className)}>
      {children}
    </span>
  );
}
