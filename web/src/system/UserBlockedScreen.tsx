import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { blockState } from '../responsible-gaming/block-state.ts';
import { blockText } from '../responsible-gaming/rg-text.ts';
import { Button } from '../ui/index.ts';
import { SystemMessage } from './SystemMessage.tsx';

/**
 * A blocked player's page (§2.3 user blocked, §8). A time-out or self-exclusion the player
 * chose (issue 18) says until when and that nothing lifts it early; an operator's ban points
 * to support. The session is over already (the server ended it; platform.ts forgot it), so
 * following a link steps out of the site-wide page as a guest.
 */
export function UserBlockedScreen() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { block } = useSnapshot(blockState);
  if (block) {
    return (
      <SystemMessage
        icon="heart"
        title={
          block.kind === 'time_out'
            ? t('rg.block.timeOutTitle', 'You are taking a break')
            : t('rg.block.selfExclusionTitle', 'You have excluded yourself')
        }
        text={`${blockText(t, block)} ${t(
          'rg.block.noEarlyEnd',
          'It cannot be ended early. Pending withdrawals are still paid out.',
        )}`}
        actions={
          <>
            <Button href="/responsible-gaming" variant="secondary" icon="heart">
              {t('rg.block.help', 'Where to find help')}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                platform.stores.pageError.clear();
                platform.navigation.navigate('/');
              }}
            >
              {t('rg.block.toSite', 'Back to the site')}
            </Button>
          </>
        }
      />
    );
  }
  return (
    <SystemMessage
      icon="lock"
      title={t('common.userBlocked', 'Your account is blocked')}
      text={t('common.userBlockedText', 'Please contact support to find out more.')}
      actions={
        <Button href="/support" icon="chat" onClick={() => platform.stores.pageError.clear()}>
          {t('common.contactSupport', 'Contact support')}
        </Button>
      }
    />
  );
}
