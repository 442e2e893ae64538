import type { CSSProperties } from 'react';
import { cx } from './class-names.ts';
import styles from './Skeleton.module.css';

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** CSS aspect ratio instead of a fixed height, e.g. "4 / 3". */
  aspectRatio?: CSSProperties['aspectRatio'];
  radius?: 'sm' | 'md' | 'lg' | 'pill';
  className?: string;
}

/** A shimmering placeholder while content loads (hidden from assistive tech). */
export function Skeleton({
  width,
  height = 16,
  aspectRatio,
  radius = 'md',
  className,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={cx(styles.skeleton, styles[radius], className)}
      style={{ width, height: aspectRatio ? undefined : height, aspectRatio }}
    />
  );
}
