import { Spinner } from '../ui/index.ts';
import styles from './ScreenFallback.module.css';

/** Shown in the page area while a screen's code loads. */
export function ScreenFallback() {
  return (
    <div className={styles.fallback}>
      <Spinner size="lg" />
    </div>
  );
}
