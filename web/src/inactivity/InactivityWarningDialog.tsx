import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import { usePlatform } from '../app/platform-context.ts';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button } from '../ui/index.ts';
import styles from './InactivityWarningDialog.module.css';
import { inactivityStoreOf } from './inactivity-service.ts';

const IDLE = proxy({ phase: 'off', secondsLeft: null as number | null });

/**
 * The `interactivityWarning` popup (§2.3, §4): counts down the last 20 % of the inactivity
 * period; "Stay signed in" counts as activity, "Log out" logs out now.
 */
export function InactivityWarningDialog({ close }: DialogContentProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const store = inactivityStoreOf(platform);
  const state = useSnapshot(store?.state ?? IDLE);
  const seconds = state.secondsLeft ?? 0;
  return (
    <div className={styles.body}>
      <p className={styles.countdown} aria-hidden="true">
        {seconds}
      </p>
      <p role="timer" aria-live="polite" aria-atomic="true">
        {t('inactivity.countdown', 'You will be logged out in {seconds} s.', { seconds })}
      </p>
      <p className={styles.text}>
        {t(
          'inactivity.text',
          'For your security we sign you out when the site is left unattended.',
        )}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon="logout"
          onClick={() => {
            close({ force: true });
            void platform.stores.session.logout();
          }}
        >
          {t('common.logout', 'Log out')}
        </Button>
        <Button
          onClick={() => {
            store?.reset();
            close({ force: true });
          }}
        >
          {t('inactivity.stay', 'Stay signed in')}
        </Button>
      </div>
    </div>
  );
}
