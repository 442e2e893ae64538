import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './class-names.ts';
import styles from './Card.module.css';

/** Props of {@link Card}. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'article' | 'aside';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Lifts on hover (for cards that contain a link). */
  interactive?: boolean;
  children?: ReactNode;
}

/** A raised surface grouping related content. */
export function Card({
  as: Tag = 'div',
  padding = 'md',
  interactive = false,
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Tag
      {...rest}
      className={cx(styles.card, styles[padding], interactive && styles.interactive, className)}
    >
      {children}
    </Tag>
  );
}
