import { usePlatform } from '../../app/platform-context.ts';
import { useTranslation } from '../../i18n/i18n-context.ts';
import { Button } from '../../ui/index.ts';
import { SystemMessage } from './SystemMessage.tsx';

/**
 * A banned player's page (§2.3 user blocked, §8): the way out is support. The session is over
 * already (the server ended it; platform.ts forgot it), so following the link steps out of
 * the site-wide page and opens support as a guest would see it.
 */
export function UserBlockedScreen() {
  const { t } = useTranslation();
  const { stores } = usePlatform();
  return (
    <SystemMessage
      icon="lock"
      title={t('common.userBlocked', 'Your account is blocked')}
      text={t('common.userBlockedText', 'Please contact support to find out more.')}
      actions={
        <Button href="/support" icon="chat" onClick={() => stores.pageError.clear()}>
          {t('common.contactSupport', 'Contact support')}
        </Button>
      }
    />
  );
}
