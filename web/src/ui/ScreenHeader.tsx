import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './ScreenHeader.module.css';

/** Props of {@link ScreenHeader}. */
export interface ScreenHeaderProps {
  /** The page's h1. */
  title: ReactNode;
  /** The line under it. */
  lead?: ReactNode;
  /** The lead's measure (max-width), which differs with its length. */
  leadClassName?: string;
}

/** The h1 and lead atop a casino-life screen (jackpots, tournaments, winners). */
export function ScreenHeader({ title, lead, leadClassName }: ScreenHeaderProps) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={cx(styles.lead, leadClassName)}>{lead}</p> : null}
    </header>
  );
}
