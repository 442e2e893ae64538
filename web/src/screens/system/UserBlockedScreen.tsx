import { useTranslation } from '../../i18n/i18n-context.ts';
import { Button } from '../../ui/index.ts';
import { SystemMessage } from './SystemMessage.tsx';

/** A banned player's page (§2.3 user blocked, §8): the way out is support. */
export function UserBlockedScreen() {
  const { t } = useTranslation();
  return (
    <SystemMessage
      icon="lock"
      title={t('common.userBlocked', 'Your account is blocked')}
      text={t('common.userBlockedText', 'Please contact support to find out more.')}
      actions={
        <Button href="/support" icon="chat">
          {t('common.contactSupport', 'Contact support')}
        </Button>
      }
    />
  );
}
