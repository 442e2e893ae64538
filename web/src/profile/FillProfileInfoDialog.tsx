import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/index.ts';
import styles from '../bonuses/BonusDialogs.module.css';

/**
 * The "fill-profile-info confirm" popup (§2.3): the server needs profile data first
 * (UserNeedProfileDataException); agreeing opens profile settings (see open-fill-profile-info).
 */
export function FillProfileInfoDialog(_props: DialogContentProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.stack} data-testid="fill-profile-info">
      <p className={styles.lead}>
        {t('fillProfile.lead', 'Your personal details are needed first.')}
      </p>
      <p className={styles.text}>
        {t(
          'fillProfile.text',
          'Fill them in once in your profile settings, then come back to carry on.',
        )}
      </p>
    </div>
  );
}
