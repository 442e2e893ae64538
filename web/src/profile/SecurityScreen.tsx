import { isTwoFactorEnabled } from '@croupier/core/state';
import { useAccountRefresh } from './use-account.ts';
import { useSession, useSettings } from '../hooks/index.ts';
import { ProfileLayout } from './index.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import styles from './AccountScreens.module.css';

/**
 * `/profile/security` (§2.2): the password and, where the feature flag allows it (§6), two-
 * factor authentication. A player who already has two-factor on can always turn it off.
 */
export function SecurityScreen() {
  const { user } = useSession();
  const settings = useSettings();
  const refresh = useAccountRefresh();
  const enabled = user?.two_factor_auth === true;
  const offered = isTwoFactorEnabled(settings) || enabled;
  return (
    <ProfileLayout section="security">
      <div className={styles.stack}>
        <PasswordForm />
        {offered ? <TwoFactorSection enabled={enabled} onChanged={refresh} /> : null}
      </div>
    </ProfileLayout>
  );
}
