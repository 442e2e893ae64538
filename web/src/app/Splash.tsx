import { ScreenFallback } from '../shell/ScreenFallback.tsx';
import { Skeleton } from '../ui/index.ts';
import styles from './Splash.module.css';

/**
 * The start-up screen while locales, messages and settings load: not a full-screen splash but
 * the frame's skeleton — a header bar of the real header's height over the page skeleton — so
 * the app that replaces it moves nothing. Plain markup: the same on server and client.
 */
export function Splash() {
  return (
    <div className={styles.frame}>
      <div className={styles.header} aria-hidden="true">
        <div className={styles.inner}>
          <Skeleton width={132} height={28} />
          <span className={styles.grow} />
          <Skeleton width={96} height={36} radius="pill" />
        </div>
      </div>
      <div className={styles.main}>
        <ScreenFallback />
      </div>
    </div>
  );
}
