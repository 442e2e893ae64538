import type { contract } from '@croupier/core';
import { account } from '@croupier/core/refs';
import { useState } from 'react';
import { AccountSection } from './AccountSection.tsx';
import { accountErrorText } from './account-error-text.ts';
import { contactLabel } from './contact-label.ts';
import { useAccountRefresh, useProfile } from './use-account.ts';
import { usePlatform } from '../app/platform-context.ts';
import { Notice } from '../ui/Notice.tsx';
import { useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/index.ts';
import { ProfileLayout } from './index.ts';
import { Button, Checkbox, Skeleton } from '../ui/index.ts';
import styles from './AccountScreens.module.css';

type ContactType = contract.account.ContactType;

/**
 * `/profile/notification` (§2.2): the mailing subscription (getInfo's is_subscribed) for
 * all channels at once, and per e-mail and phone where the player has them
 * (changeSubscription); each change is saved at once and confirmed with a toast.
 */
export function NotificationScreen() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { user } = useSession();
  const profile = useProfile();
  const refresh = useAccountRefresh();
  const [saving, setSaving] = useState<ContactType | 'all' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const subscribed = user?.is_subscribed === true;
  const contacts = profile.data?.contacts ?? [];

  const change = async (type: ContactType | 'all', next: boolean) => {
    setSaving(type);
    setError(null);
    try {
      await platform.api.call(
        account.changeSubscription,
        type === 'all' ? { is_subscribed: next } : { is_subscribed: next, type },
      );
      await refresh();
      platform.stores.toasts.show({
        kind: 'success',
        type: 'profile',
        message: next
          ? t('profile.notification.on', 'You are subscribed to our news and offers.')
          : t('profile.notification.off', 'You will no longer receive our news and offers.'),
      });
    } catch (failure) {
      platform.log(failure);
      setError(accountErrorText(t, failure));
    } finally {
      setSaving(null);
    }
  };

  return (
    <ProfileLayout section="notification">
      <div className={styles.stack}>
        <AccountSection
          title={t('profile.notification.title', 'News and offers')}
          icon="bell"
          description={t(
            'profile.notification.text',
            'Bonuses, tournaments and promotions by e-mail and SMS. Confirmation codes reach you either way.',
          )}
          data-testid="subscription"
        >
          <div className={styles.channel}>
            <Checkbox
              label={t('profile.notification.all', 'Send me news and offers')}
              checked={subscribed}
              disabled={saving !== null}
              onChange={(event) => void change('all', event.target.checked)}
            />
          </div>
          {error ? (
            <Notice
              tone="danger"
              role="alert"
              actions={
                <Button size="sm" variant="secondary" onClick={() => setError(null)}>
                  {t('common.close', 'Close')}
                </Button>
              }
            >
              <p>{error}</p>
            </Notice>
          ) : null}
        </AccountSection>
        <AccountSection
          title={t('profile.notification.channels', 'Channels')}
          icon="mail"
          description={t(
            'profile.notification.channelsText',
            'Choose where the news may reach you.',
          )}
        >
          {!profile.data ? (
            <Skeleton height={56} radius="md" />
          ) : contacts.length === 0 ? (
            <p className={styles.muted}>
              {t(
                'profile.notification.noContacts',
                'Add an e-mail or phone in your personal details to choose channels.',
              )}
            </p>
          ) : (
            <div className={styles.channels}>
              {contacts.map((contact) => (
                <div key={contact.type} className={styles.channel}>
                  <Checkbox
                    label={
                      contact.type === 'email'
                        ? t('profile.notification.byEmail', 'By e-mail: {contact}', {
                            contact: contactLabel(contact),
                          })
                        : t('profile.notification.bySms', 'By SMS: {contact}', {
                            contact: contactLabel(contact),
                          })
                    }
                    checked={contact.is_subscribed}
                    disabled={saving !== null}
                    onChange={(event) => void change(contact.type, event.target.checked)}
                  />
                </div>
              ))}
            </div>
          )}
        </AccountSection>
      </div>
    </ProfileLayout>
  );
}
