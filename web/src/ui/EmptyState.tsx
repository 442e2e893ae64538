import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './EmptyState.module.css';
import { Icon } from './Icon.tsx';
import type { IconName } from './icons/icon-names.ts';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  icon?: IconName;
  /** A large visual instead of the icon (e.g. "404"). */
  visual?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  actions?: ReactNode;
  /** The heading level of the title; h1 when it is the page's main message. */
  headingLevel?: 1 | 2;
  className?: string;
}

/** A message in place of content: nothing found, an error, a system page. */
export function EmptyState({
  icon,
  visual,
  title,
  text,
  actions,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className={cx(styles.empty, className)}>
      {visual ? (
        <div className={styles.visual}>{visual}</div>
      ) : icon ? (
        <span className={styles.icon}>
          <Icon name={icon} size={32} />
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {text ? <p className={styles.text}>{text}</p> : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
