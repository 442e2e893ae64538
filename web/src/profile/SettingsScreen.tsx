import { account } from '@croupier/core/refs';
import { useEffect, useRef, useState } from 'react';
import { AccountSection } from './AccountSection.tsx';
import { ContactCard } from './ContactCard.tsx';
import { fillProfileQuery } from './fill-profile-query.ts';
import { useAccountRefresh, useProfile } from './use-account.ts';
import { usePlatform } from '../app/platform-context.ts';
import { ProfileLayout } from './index.ts';
import { useTranslation } from '../i18n/index.ts';
import { useApi } from '../app/use-api.ts';
import { Button, EmptyState, Skeleton } from '../ui/index.ts';
import styles from './AccountScreens.module.css';
import { CurrencyForm } from './CurrencyForm.tsx';
import { NicknameForm } from './NicknameForm.tsx';
import { PersonalDetailsForm } from './PersonalDetailsForm.tsx';

/**
 * `/profile/settings` (§2.2; `/profile` redirects here): personal details, nickname, the
 * e-mail and phone with their confirmation, and the currency. Arriving from the
 * fill-profile-info popup (§2.3 `from`, `toastType`) shows its toast and, once saved, the
 * way back.
 */
export function SettingsScreen() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const profile = useProfile();
  const phone = useApi(account.getContactPhoneSettings, {}, { revalidateOnFocus: false });
  const refresh = useAccountRefresh();
  const [query] = useState(() => fillProfileQuery(platform.navigation.current().search ?? ''));
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current || !query.arrived) return;
    announced.current = true;
    platform.stores.toasts.show({
      kind: 'info',
      type: query.toastType ?? 'profile',
      message: t('profile.settings.fillToast', 'Please fill in your personal details to continue.'),
    });
  }, [query, platform, t]);

  let content;
  if (profile.error && !profile.data) {
    content = (
      <EmptyState
        icon="warning"
        title={t('profile.loadFailed', 'Your profile could not be loaded')}
        actions={
          <Button onClick={() => void profile.mutate()}>{t('common.retry', 'Try again')}</Button>
        }
      />
    );
  } else if (!profile.data) {
    content = (
      <div className={styles.stack} aria-busy="true">
        <Skeleton height={420} radius="lg" />
        <Skeleton height={140} radius="lg" />
        <Skeleton height={220} radius="lg" />
      </div>
    );
  } else {
    const data = profile.data;
    const contacts = data.contacts ?? [];
    const email = contacts.find((c) => c.type === 'email') ?? null;
    const phoneContact = contacts.find((c) => c.type === 'phone') ?? null;
    content = (
      <div className={styles.stack}>
        <PersonalDetailsForm profile={data} returnTo={query.from} onSaved={refresh} />
        <AccountSection
          title={t('profile.contacts.title', 'Contacts')}
          icon="mail"
          description={t(
            'profile.contacts.text',
            'Confirmed contacts let you restore your password and withdraw money.',
          )}
        >
          <div className={styles.contactList}>
            <ContactCard
              type="email"
              contact={email}
              phoneCountries={phone.data?.countries ?? []}
              defaultPhoneCountry={phone.data?.default_country_code ?? null}
              onChanged={refresh}
            />
            <ContactCard
              type="phone"
              contact={phoneContact}
              phoneCountries={phone.data?.countries ?? []}
              defaultPhoneCountry={
                data.phone_country_code ??
                data.country_code ??
                phone.data?.default_country_code ??
                null
              }
              onChanged={refresh}
            />
          </div>
        </AccountSection>
        <div className={styles.pair}>
          <NicknameForm fakename={data.fakename} onSaved={refresh} />
          <CurrencyForm key={data.currency} currency={data.currency} onSaved={refresh} />
        </div>
      </div>
    );
  }

  return <ProfileLayout section="settings">{content}</ProfileLayout>;
}
