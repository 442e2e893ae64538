import type { contract } from '@croupier/core';
import { ApiError } from '@croupier/core/errors';
import { account } from '@croupier/core/refs';
import { CONFIRM_SENT_KEY } from '@croupier/core/state';
import {
  confirmationCodeRule,
  emailRule,
  filterCodeInput,
  phoneRule,
  type PhoneMask,
} from '@croupier/core/validation';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import { PhoneField } from '../auth/PhoneField.tsx';
import { useIssueText } from '../auth/use-issue-text.ts';
import { Notice } from '../cashier/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { Badge, Button, Icon, TextInput } from '../ui/index.ts';
import { accountErrorText, accountFieldErrors } from './account-error-text.ts';
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

/** How a stored contact reads: phones travel as international digits without the plus. */
export function contactLabel(contact: Pick<Contact, 'type' | 'contact'>): string {
  return contact.type === 'phone' ? `+${contact.contact}` : contact.contact;
}

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

interface EditValues {
  contact: string;
  phone_country_code: string;
}

function ContactEditForm({
  type,
  phoneCountries,
  defaultPhoneCountry,
  onCancel,
  onSaved,
}: {
  type: ContactType;
  phoneCountries: readonly PhoneCountryOption[];
  defaultPhoneCountry: string | null;
  onCancel(): void;
  onSaved(): Promise<void>;
}) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const platform = usePlatform();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EditValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { contact: '', phone_country_code: defaultPhoneCountry ?? '' },
  });
  const { register, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    const option = phoneCountries.find((c) => c.country_code === values.phone_country_code);
    const params =
      type === 'email'
        ? { type, contact: values.contact.trim() }
        : {
            type,
            contact: `${option?.phone_code ?? ''}${values.contact.replace(/\D/g, '')}`,
            ...(option ? { phone_country_code: option.country_code } : {}),
          };
    try {
      await platform.api.call(account.addcontact, params);
    } catch (error) {
      const fields = accountFieldErrors(t, error);
      const message = fields.contact ?? fields.phone_country_code;
      if (message) setError('contact', { type: 'server', message }, { shouldFocus: true });
      else setFormError(accountErrorText(t, error));
      return;
    }
    await onSaved();
  });

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        {type === 'email' ? (
          <TextInput
            label={t('profile.contacts.newEmail', 'New e-mail')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            error={formState.errors.contact?.message}
            {...register('contact', {
              validate: (value) => issueText(emailRule(value.trim())) ?? true,
            })}
          />
        ) : (
          <PhoneField
            name="contact"
            countryName="phone_country_code"
            label={t('profile.contacts.newPhone', 'New phone')}
            required
            countries={phoneCountries}
            rule={(mask: PhoneMask | null) => (value: string) =>
              phoneRule(value, { required: true, mask })
            }
          />
        )}
        <p className={styles.hint}>
          {t('profile.contacts.codeHint', 'We will send a 6-digit code to confirm it.')}
        </p>
        {formError ? (
          <Notice tone="danger" role="alert">
            <p>{formError}</p>
          </Notice>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" size="sm" loading={formState.isSubmitting}>
            {t('common.save', 'Save')}
          </Button>
          <Button size="sm" variant="ghost" onClick={onCancel}>
            {t('common.cancel', 'Cancel')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

function ContactCodeForm({
  type,
  sentTo,
  resendIn,
  sending,
  onResend,
  onCancel,
  onConfirmed,
}: {
  type: ContactType;
  sentTo: string | null;
  resendIn: number;
  sending: boolean;
  onResend(): void;
  onCancel(): void;
  onConfirmed(): Promise<void>;
}) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const platform = usePlatform();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, setValue, formState } = useForm<{ code: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });

  const submit = handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      await platform.api.call(account.confirmContact, { type, code: code.trim() });
    } catch (error) {
      const fields = accountFieldErrors(t, error);
      if (fields.code)
        setError('code', { type: 'server', message: fields.code }, { shouldFocus: true });
      else setFormError(accountErrorText(t, error));
      return;
    }
    await onConfirmed();
  });

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <p className={styles.hint}>
        {sentTo
          ? t('profile.contacts.enterCode', 'Enter the 6-digit code we sent to {contact}.', {
              contact: sentTo,
            })
          : t('profile.contacts.enterCodeShort', 'Enter the 6-digit code we sent you.')}
      </p>
      <TextInput
        label={t('profile.contacts.code', 'Confirmation code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        fieldClassName={styles.code}
        error={formState.errors.code?.message}
        {...register('code', {
          validate: (value) => issueText(confirmationCodeRule(value)) ?? true,
          onChange: (event: { target: { value: string } }) => {
            const digits = filterCodeInput(event.target.value);
            if (digits !== event.target.value) setValue('code', digits);
          },
        })}
      />
      {formError ? (
        <Notice tone="danger" role="alert">
          <p>{formError}</p>
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={formState.isSubmitting}>
          {t('common.confirm', 'Confirm')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={sending}
          disabled={resendIn > 0}
          onClick={onResend}
        >
          {resendIn > 0
            ? t('profile.contacts.resendIn', 'New code in {seconds} s', { seconds: resendIn })
            : t('profile.contacts.resend', 'Send a new code')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}
