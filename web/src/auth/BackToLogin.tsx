import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button } from '../ui/index.ts';
import styles from './AuthPopup.module.css';

/** The back link of the restore and twofa steps (§2.3): back to the login form. */
export function BackToLogin() {
  const { t } = useTranslation();
  const { stores } = usePlatform();
  return (
    <Button
      variant="ghost"
      size="sm"
      icon="chevron-left"
      className={styles.back}
      onClick={() => stores.auth.switchMode('authorization')}
    >
      {t('auth.backToLogin', 'Back to log in')}
    </Button>
  );
}
