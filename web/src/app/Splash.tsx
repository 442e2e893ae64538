import { useTranslation } from '../i18n/i18n-context.ts';
import styles from './Splash.module.css';

/** The start-up screen while locales, messages and settings load. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className={styles.splash} role="status" aria-live="polite">
      <div className={styles.chip} aria-hidden="true">
        <span className={styles.ring} />
        <span className={styles.core} />
      </div>
      <p className={styles.label}>{t('common.loading', 'Loading…')}</p>
    </div>
  );
}
