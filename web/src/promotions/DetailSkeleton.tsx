import { Skeleton } from '../ui/index.ts';
import styles from './DetailScreens.module.css';

/** The promotion or offer page while it loads. */
export function DetailSkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <div className={styles.skeletonMain}>
        <Skeleton aspectRatio="735 / 240" radius="lg" />
        <Skeleton height={40} radius="sm" />
        <Skeleton height={96} radius="sm" />
      </div>
      <Skeleton height={320} radius="lg" />
    </div>
  );
}
