import { ApiError } from '@croupier/core/errors';
import { account } from '@croupier/core/refs';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useDocumentTitle, useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, EmptyState, Spinner } from '../ui/index.ts';
import styles from './UnsubscribeScreen.module.css';

/** Where the unsubscribe call stands. */
type Status = 'working' | 'done' | 'invalid' | 'missing' | 'failed';

/**
 * `/unsubscribe?token=…` (§2.2, §2.3): the mailing link's signed token stops the mailings
 * through account.unsubscribe — no session needed — and the page says how it went.
 */
export function UnsubscribeScreen() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { signedIn } = useSession();
  const token = new URLSearchParams(platform.navigation.current().search ?? '')
    .get('token')
    ?.trim();
  const [status, setStatus] = useState<Status>(token ? 'working' : 'missing');
  const sent = useRef<string | null>(null);

  const run = useCallback(
    async (value: string) => {
      setStatus('working');
      try {
        await platform.api.call(account.unsubscribe, { token: value });
        setStatus('done');
      } catch (error) {
        if (error instanceof ApiError && error.type === 'InvalidParameterException')
          setStatus('invalid');
        else {
          platform.log(error);
          setStatus('failed');
        }
      }
    },
    [platform],
  );

  useEffect(() => {
    // Once per token, even when React runs effects twice.
    if (!token || sent.current === token) return;
    sent.current = token;
    void run(token);
  }, [token, run]);

  const title =
    status === 'done'
      ? t('unsubscribe.doneTitle', 'You are unsubscribed')
      : status === 'invalid'
        ? t('unsubscribe.invalidTitle', 'This link does not work')
        : status === 'missing'
          ? t('unsubscribe.missingTitle', 'The link is incomplete')
          : status === 'failed'
            ? t('unsubscribe.failedTitle', 'Something went wrong')
            : t('unsubscribe.workingTitle', 'Unsubscribing…');
  useDocumentTitle(title);

  if (status === 'working') {
    return (
      <div className={styles.page}>
        <EmptyState headingLevel={1} visual={<Spinner size="lg" label="" />} title={title} />
      </div>
    );
  }
  const settingsLink = signedIn ? (
    <Button href="/profile/notification" variant="secondary" icon="settings">
      {t('unsubscribe.manage', 'Notification settings')}
    </Button>
  ) : null;
  return (
    <div className={styles.page}>
      <EmptyState
        headingLevel={1}
        icon={status === 'done' ? 'mail' : 'warning'}
        title={title}
        text={
          status === 'done'
            ? t(
                'unsubscribe.doneText',
                'You will no longer receive our news. You can subscribe again at any time in your notification settings.',
              )
            : status === 'invalid'
              ? t(
                  'unsubscribe.invalidText',
                  'The unsubscribe link is invalid or has expired. Use the link from a recent e-mail, or change your notification settings in your profile.',
                )
              : status === 'missing'
                ? t(
                    'unsubscribe.missingText',
                    'Open the unsubscribe link from our e-mail again, or change your notification settings in your profile.',
                  )
                : t('unsubscribe.failedText', 'We could not unsubscribe you. Please try again.')
        }
        actions={
          <>
            {status === 'failed' && token ? (
              <Button icon="check" onClick={() => void run(token)}>
                {t('common.retry', 'Try again')}
              </Button>
            ) : (
              <Button href="/" icon="home">
                {t('common.home', 'Home')}
              </Button>
            )}
            {settingsLink}
          </>
        }
      />
    </div>
  );
}
