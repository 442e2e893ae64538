import { account } from '@croupier/core/refs';
import { CONFIRM_SENT_KEY } from '@croupier/core/state';
import { useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import type { DialogContentProps } from '../dialogs/dialog-binding.ts';
import { useTranslation } from '../i18n/index.ts';
import { useNavigate } from '../router/use-navigate.ts';
import { Button, Icon } from '../ui/index.ts';
import styles from '../bonuses/BonusDialogs.module.css';

/**
 * The "confirm-email" popup (§2.3), queued after registration when the registration config
 * asks for it (§3 confirmEmailPopup): sends the code and opens `/confirmation`, or waits.
 */
export function ConfirmEmailDialog({ entry, close }: DialogContentProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const email = typeof entry.props.email === 'string' ? entry.props.email : '';

  const confirm = async () => {
    setSending(true);
    try {
      await platform.api.call(account.sendconfirmationtocontact, { type: 'email' });
      platform.storage.setItem(CONFIRM_SENT_KEY, String(platform.now()));
    } catch (error) {
      // A refused send (a resend wait, say) still leaves the code form useful: it can resend.
      platform.log(error);
    } finally {
      setSending(false);
    }
    close();
    navigate('/confirmation?type=email');
  };

  return (
    <div className={styles.stack} data-testid="confirm-email">
      <span className={styles.badge}>
        <Icon name="mail" size={28} />
      </span>
      <p className={styles.lead}>
        {email
          ? t('confirmEmail.lead', 'Confirm {email} to withdraw and to restore your password.', {
              email,
            })
          : t(
              'confirmEmail.leadShort',
              'Confirm your e-mail to withdraw and to restore your password.',
            )}
      </p>
      <p className={styles.text}>
        {t('confirmEmail.text', 'We will send a 6-digit code to your e-mail.')}
      </p>
      <Button size="lg" block loading={sending} onClick={() => void confirm()}>
        {t('confirmEmail.send', 'Send the code')}
      </Button>
      <Button variant="ghost" block onClick={() => close()}>
        {t('confirmEmail.later', 'Later')}
      </Button>
    </div>
  );
}
