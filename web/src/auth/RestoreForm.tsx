/**
 * Password recovery form.
 * Long on purpose: its two steps share one flow's state and error handling.
 */
import { account, auth as authMethods } from '@croupier/core/refs';
import { TWO_FACTOR_MESSAGES, twoFactorErrorKind } from '@croupier/core/error-handling';
import { ApiError } from '@croupier/core/errors';
import {
  confirmationCodeRule,
  emailRule,
  filterCodeInput,
  passwordRule,
  phoneRule,
} from '@croupier/core/validation';
import { useState } from 'react';
import { FormProvider, useForm, type FieldValues, type UseFormSetError } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import type { Translate } from '../i18n/translate.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useApi } from '../services/use-api.ts';
import { Button, PasswordInput, Tabs, TextInput } from '../ui/index.ts';
import styles from './AuthPopup.module.css';
import { BackToLogin } from './BackToLogin.tsx';
import { FormNotice } from './FormNotice.tsx';
import { PhoneField } from './PhoneField.tsx';
import { internationalPhone } from './registration-payload.ts';
import { useIssueText } from './use-issue-text.ts';

type Channel = 'email' | 'phone';

/** Where the code went: the params restore takes and the contact as shown. */
interface RestoreTarget {
  params: { email: string } | { phone: string };
  shown: string;
}

/** i18n keys of the code messages (§8 texts as defaults). */
const CODE_KEYS = {
  digitsCount: 'auth.codeDigits',
  timeExpired: 'auth.timeExpired',
  invalidCode: 'auth.codeInvalid',
} as const;

/** Props of {@link RestoreForm}. */
export interface RestoreFormProps {
  /** Recovery by phone is offered too (a phone registration method exists). */
  withPhone: boolean;
  /** The new password is set: back to login with this login filled in. */
  onRestored(login: string): void;
}

/**
 * Password recovery (§2.3 restore): by e-mail or phone the server sends a 6-digit code; the
 * code and a new password set it. A back link returns to login.
 */
export function RestoreForm({ withPhone, onRestored }: RestoreFormProps) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<RestoreTarget | null>(null);
  return (
    <div className={styles.main}>
      <BackToLogin />
      <div>
        <p className={styles.lead}>
          {target
            ? t(
                'auth.restoreCodeSent',
                'We sent a 6-digit code to {contact}. Enter it and choose a new password.',
                { contact: target.shown },
              )
            : t(
                'auth.restoreCodeText',
                'Enter your email or phone and we will send you a code to set a new password.',
              )}
        </p>
      </div>
      {target ? (
        <RestoreConfirm target={target} onRestored={onRestored} />
      ) : (
        <RestoreRequest withPhone={withPhone} onSent={setTarget} />
      )}
    </div>
  );
}

/**
 * Puts a failed restore call on the form: field reasons on their fields (code texts from
 * §8), anything else as the general notice.
 */
function showFailure<V extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<V>,
  setGeneral: (text: string) => void,
  t: Translate,
): void {
  if (error instanceof ApiError && error.invalidParameters) {
    let mapped = false;
    for (const [name, reason] of Object.entries(error.invalidParameters)) {
      if (!fields.includes(name)) continue;
      const kind = name === 'code' ? twoFactorErrorKind(error) : null;
      const message =
        kind && kind !== 'somethingWrong' ? t(CODE_KEYS[kind], TWO_FACTOR_MESSAGES[kind]) : reason;
      setError(name as Parameters<UseFormSetError<V>>[0], { type: 'server', message });
      mapped = true;
    }
    if (mapped) return;
  }
  setGeneral(
    error instanceof ApiError && error.type === 'TooManyRequestsException'
      ? t('auth.tooManyRequests', 'Too many attempts. Please wait a little and try again.')
      : t('auth.somethingWrong', 'Something went wrong, please try again'),
  );
}

interface RequestValues {
  email: string;
  phone: string;
  phone_country_code: string;
}

/** Step 1: the e-mail or phone to send the code to. */
function RestoreRequest({
  withPhone,
  onSent,
}: {
  withPhone: boolean;
  onSent(target: RestoreTarget): void;
}) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const platform = usePlatform();
  const phoneSettings = useApi(withPhone ? account.getContactPhoneSettings : null, {});
  const countries = phoneSettings.data?.countries ?? [];
  const [channel, setChannel] = useState<Channel>('email');
  const [general, setGeneral] = useState<string | null>(null);
  const form = useForm<RequestValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldUnregister: true,
  });
  const { register, handleSubmit, formState, setError } = form;

  const send = handleSubmit(async (values) => {
    setGeneral(null);
    const dialCode =
      countries.find((c) => c.country_code === values.phone_country_code)?.phone_code ?? null;
    const target: RestoreTarget =
      channel === 'email'
        ? { params: { email: values.email.trim() }, shown: values.email.trim() }
        : {
            params: { phone: internationalPhone(values.phone, dialCode) },
            shown: `+${dialCode ?? ''} ${values.phone}`,
          };
    try {
      await platform.api.call(authMethods.restore, target.params);
      onSent(target);
    } catch (error) {
      showFailure(error, [channel], setError, setGeneral, t);
    }
  });

  const contactField =
    channel === 'email' ? (
      <TextInput
        label={t('auth.email', 'Email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        error={formState.errors.email?.message}
        {...register('email', {
          validate: (value) => issueText(emailRule(String(value ?? '').trim())) ?? true,
        })}
      />
    ) : (
      <PhoneField
        name="phone"
        countryName="phone_country_code"
        label={t('auth.phone', 'Phone')}
        required
        countries={countries}
        rule={(mask) => (value) => phoneRule(value, { mask })}
      />
    );

  return (
    <FormProvider {...form}>
      <form className={styles.form} noValidate onSubmit={(event) => void send(event)}>
        {withPhone ? (
          <Tabs
            label={t('auth.restoreBy', 'Restore by')}
            value={channel}
            onChange={(id) => {
              setGeneral(null);
              setChannel(id as Channel);
            }}
            items={[
              { id: 'email', label: t('auth.email', 'Email') },
              { id: 'phone', label: t('auth.phone', 'Phone') },
            ]}
          >
            {contactField}
          </Tabs>
        ) : (
          contactField
        )}
        {general ? <FormNotice>{general}</FormNotice> : null}
        <Button type="submit" size="lg" block loading={formState.isSubmitting}>
          {t('auth.sendCode', 'Send code')}
        </Button>
      </form>
    </FormProvider>
  );
}

interface ConfirmValues {
  code: string;
  password: string;
}

/** Step 2: the code that was sent and the new password. */
function RestoreConfirm({
  target,
  onRestored,
}: {
  target: RestoreTarget;
  onRestored(login: string): void;
}) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const platform = usePlatform();
  const [general, setGeneral] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  const { register, handleSubmit, formState, setError, setValue } = useForm<ConfirmValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '', password: '' },
  });

  const confirm = handleSubmit(async (values) => {
    setGeneral(null);
    try {
      await platform.api.call(authMethods.restore, {
        ...target.params,
        code: values.code,
        password: values.password,
      });
      onRestored('email' in target.params ? target.params.email : target.params.phone);
    } catch (error) {
      showFailure(error, ['code', 'password'], setError, setGeneral, t);
    }
  });

  const resend = async () => {
    setGeneral(null);
    try {
      await platform.api.call(authMethods.restore, target.params);
      setResent(true);
    } catch (error) {
      showFailure(error, [], setError, setGeneral, t);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void confirm(event)}>
      <TextInput
        label={t('auth.code', 'Code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        className={styles.code}
        required
        error={formState.errors.code?.message}
        {...register('code', {
          validate: (value) => issueText(confirmationCodeRule(value)) ?? true,
          onChange: (event: { target: { value: string } }) => {
            const digits = filterCodeInput(event.target.value);
            if (digits !== event.target.value) setValue('code', digits);
          },
        })}
      />
      <PasswordInput
        label={t('auth.newPassword', 'New password')}
        autoComplete="new-password"
        required
        error={formState.errors.password?.message}
        {...register('password', {
          validate: (value) => issueText(passwordRule(value)) ?? true,
        })}
      />
      {general ? <FormNotice>{general}</FormNotice> : null}
      {resent && !general ? (
        <FormNotice tone="success">{t('auth.codeResent', 'A new code is on its way.')}</FormNotice>
      ) : null}
      <Button type="submit" size="lg" block loading={formState.isSubmitting}>
        {t('auth.savePassword', 'Save password')}
      </Button>
      <p className={styles.resend}>
        <button type="button" className={styles.linkButton} onClick={() => void resend()}>
          {t('auth.resendCode', 'Send the code again')}
        </button>
      </p>
    </form>
  );
}
