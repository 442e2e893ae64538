import { Skeleton } from './Skeleton.tsx';
import styles from './TileSkeleton.module.css';

/** A game tile's placeholder: its 4:3 cover and two text lines, the height of the real tile. */
export function TileSkeleton() {
  return (
    <>
      <Skeleton aspectRatio="4 / 3" radius="lg" />
      <Skeleton width="70%" height={14} className={styles.line} />
      <Skeleton width="40%" height={12} className={styles.line} />
    </>
  );
}
