import { useTranslation } from '../i18n/i18n-context.ts';
import { Skeleton, TileSkeleton, VisuallyHidden } from '../ui/index.ts';
import styles from './ScreenFallback.module.css';

/**
 * Shown in the page area while a screen's code (or the app's start-up) loads: a heading and a
 * grid of tile skeletons rather than a lone spinner, a screen tall so the footer stays below
 * the fold until content is in (no layout shift). Renders the same on server and client.
 */
export function ScreenFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.fallback} role="status" aria-busy="true" data-testid="screen-skeleton">
      <VisuallyHidden>{t('common.loading', 'Loading…')}</VisuallyHidden>
      <Skeleton width="40%" height={28} />
      <div className={styles.grid}>
        {Array.from({ length: 12 }, (_, i) => (
          <div key={i}>
            <TileSkeleton />
          </div>
        ))}
      </div>
    </div>
  );
}
