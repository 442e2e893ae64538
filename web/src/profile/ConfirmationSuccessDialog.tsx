import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/index.ts';
import { Button, Icon } from '../ui/index.ts';
import styles from '../bonuses/BonusDialogs.module.css';

/** The "confirmation success" popup (§2.3): a contact was just confirmed with its code. */
export function ConfirmationSuccessDialog({ entry, close }: DialogContentProps) {
  const { t } = useTranslation();
  const phone = entry.props.contactType === 'phone';
  return (
    <div className={styles.stack} data-testid="confirmation-success">
      <span className={styles.badge}>
        <Icon name="check" size={28} />
      </span>
      <p className={styles.lead}>
        {phone
          ? t('profile.contacts.phoneConfirmed', 'Your phone is confirmed.')
          : t('profile.contacts.emailConfirmed', 'Your e-mail is confirmed.')}
      </p>
      <p className={styles.text}>
        {t(
          'profile.contacts.text',
          'Confirmed contacts let you restore your password and withdraw money.',
        )}
      </p>
      <Button block onClick={() => close()}>
        {t('common.close', 'Close')}
      </Button>
    </div>
  );
}
