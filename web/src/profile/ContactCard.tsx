import type { contract } from '@croupier/core';
import { ApiError } from '@croupier/core/errors';
import { account } from '@croupier/core/refs';
import { CONFIRM_SENT_KEY } from '@croupier/core/state';
import { useEffect, useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { Notice } from '../ui/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { Badge, Button, Icon } from '../ui/index.ts';
import { accountErrorText } from './account-error-text.ts';
import { ContactCodeForm } from './ContactCodeForm.tsx';
import { ContactEditForm } from './ContactEditForm.tsx';
import { contactLabel } from './contact-label.ts';
import styles from './ContactCard.module.css';

type Contact = contract.account.Contact;
type ContactType = contract.account.ContactType;
type PhoneCountryOption = contract.account.PhoneCountryOption;

/** Props of {@link ContactCard}. */
export interface ContactCardProps {
  type: ContactType;
  /** The stored contact of this type, or null when none is added. */
  contact: Contact | null;
  phoneCountries: readonly PhoneCountryOption[];
  /** The phone country to preselect when adding a phone. */
  defaultPhoneCountry: string | null;
  /** A contact was added or confirmed: reload the profile. */
  onChanged(): Promise<void>;
}

type Mode = 'view' | 'edit' | 'code';

/**
 * One contact of the profile (§3 Contact, §4 Contact): shown with its confirmed state; added
 * or replaced with addcontact, then confirmed with the 6-digit code sent to it
 * (sendconfirmationtocontact, confirmContact), with the server's resend wait.
 */
export function ContactCard({
  type,
  contact,
  phoneCountries,
  defaultPhoneCountry,
  onChanged,
}: ContactCardProps) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const [mode, setMode] = useState<Mode>('view');
  const [resendIn, setResendIn] = useState(0);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (resendIn <= 0) return;
    const handle = platform.timers.setTimeout(() => setResendIn((s) => s - 1), 1000);
    return () => platform.timers.clearTimeout(handle);
  }, [resendIn, platform]);

  const title =
    type === 'email' ? t('profile.contacts.email', 'E-mail') : t('profile.contacts.phone', 'Phone');

  /** Sends a code; a code sent moments ago (the resend wait) still lets the player enter it. */
  const sendCode = async (): Promise<boolean> => {
    setSending(true);
    setNotice(null);
    try {
      await platform.api.call(account.sendconfirmationtocontact, { type });
      platform.storage.setItem(CONFIRM_SENT_KEY, String(platform.now()));
      platform.stores.toasts.show({
        kind: 'success',
        type: 'confirm',
        message:
          type === 'email'
            ? t('profile.contacts.codeSentEmail', 'We sent a 6-digit code to your e-mail.')
            : t('profile.contacts.codeSentPhone', 'We sent a 6-digit code to your phone.'),
      });
      setResendIn(60);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.resendTime) {
        setResendIn(error.resendTime);
        return true;
      }
      platform.log(error);
      setNotice(accountErrorText(t, error));
      return false;
    } finally {
      setSending(false);
    }
  };

  const startConfirming = async () => {
    if (await sendCode()) setMode('code');
  };

  const confirmed = contact?.is_confirmed === true;

  return (
    <div className={styles.card} data-testid={`contact-${type}`}>
      <div className={styles.row}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={type === 'email' ? 'mail' : 'phone'} size={18} />
        </span>
        <div className={styles.text}>
          <span className={styles.label}>{title}</span>
          <span className={styles.value}>
            {contact
              ? contactLabel(contact)
              : type === 'email'
                ? t('profile.contacts.noEmail', 'No e-mail added')
                : t('profile.contacts.noPhone', 'No phone added')}
          </span>
        </div>
        {contact ? (
          <Badge tone={confirmed ? 'accent' : 'gold'}>
            {confirmed
              ? t('profile.contacts.confirmed', 'Confirmed')
              : t('profile.contacts.notConfirmed', 'Not confirmed')}
          </Badge>
        ) : null}
      </div>

      {mode === 'view' ? (
        <div className={styles.actions}>
          {contact && !confirmed ? (
            <Button size="sm" icon="check" loading={sending} onClick={() => void startConfirming()}>
              {t('profile.contacts.confirm', 'Confirm')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="secondary"
            icon={contact ? 'settings' : 'plus'}
            onClick={() => {
              setNotice(null);
              setMode('edit');
            }}
          >
            {contact
              ? t('profile.contacts.change', 'Change')
              : type === 'email'
                ? t('profile.contacts.addEmail', 'Add e-mail')
                : t('profile.contacts.addPhone', 'Add phone')}
          </Button>
        </div>
      ) : null}

      {mode === 'edit' ? (
        <ContactEditForm
          type={type}
          phoneCountries={phoneCountries}
          defaultPhoneCountry={
            contact?.type === 'phone' ? contact.phone_country_code : defaultPhoneCountry
          }
          onCancel={() => setMode('view')}
          onSaved={async () => {
            await onChanged();
            if (await sendCode()) setMode('code');
            else setMode('view');
          }}
        />
      ) : null}

      {mode === 'code' ? (
        <ContactCodeForm
          type={type}
          sentTo={contact ? contactLabel(contact) : null}
          resendIn={resendIn}
          sending={sending}
          onResend={() => void sendCode()}
          onCancel={() => setMode('view')}
          onConfirmed={async () => {
            platform.stores.dialogs.open({
              name: 'confirmationSuccess',
              props: { contactType: type },
            });
            setMode('view');
            await onChanged();
          }}
        />
      ) : null}

      {notice ? (
        <Notice tone="danger" role="alert">
          <p>{notice}</p>
        </Notice>
      ) : null}
    </div>
  );
}
