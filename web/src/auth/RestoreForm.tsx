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
  passwordRule,
  phoneRule,
} from '@croupier/core/validation';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import type { Translate } from '../i18n/translate.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { useApi } from '../app/use-api.ts';
import { Button, PasswordInput, Tabs, TextInput } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import styles from './AuthPopup.module.css';
import { BackToLogin } from './BackToLogin.tsx';
import { CodeField } from './CodeField.tsx';
import { FormNotice } from './FormNotice.tsx';
import { PhoneField } from './PhoneField.tsx';
import { internationalPhone } from './registration-payload.ts';
import { ResendCodeButton } from './ResendCodeButton.tsx';
import { DEFAULT_RESEND_SECONDS, useResendCountdown } from './use-resend-countdown.ts';
import { useIssueText } from '../ui/use-issue-text.ts';

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

/** A failed restore call's field reasons: code texts from §8, any other reason as sent. */
function restoreFieldErrors(t: Translate, error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.invalidParameters) return {};
  const fields: Record<string, string> = {};
  for (const [name, reason] of Object.entries(error.invalidParameters)) {
    const kind = name === 'code' ? twoFactorErrorKind(error) : null;
    fields[name] =
      kind && kind !== 'somethingWrong' ? t(CODE_KEYS[kind], TWO_FACTOR_MESSAGES[kind]) : reason;
  }
  return fields;
}

/** The general notice of a failed restore call that named none of the form's fields. */
function restoreErrorText(t: Translate, error: unknown): string {
  return error instanceof ApiError && error.type === 'TooManyRequestsException'
    ? t('auth.tooManyRequests', 'Too many attempts. Please wait a little and try again.')
    : t('auth.somethingWrong', 'Something went wrong, please try again');
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
  const { form, submit, submitting, formError, setFormError } = useServerForm<RequestValues>({
    shouldUnregister: true,
    fieldErrors: (error) => restoreFieldErrors(t, error),
    knownField: (name) => name === channel,
    errorText: (error) => restoreErrorText(t, error),
  });
  const { register, formState } = form;

  const send = submit(async (values) => {
    const dialCode =
      countries.find((c) => c.country_code === values.phone_country_code)?.phone_code ?? null;
    const target: RestoreTarget =
      channel === 'email'
        ? { params: { email: values.email.trim() }, shown: values.email.trim() }
        : {
            params: { phone: internationalPhone(values.phone, dialCode) },
            shown: `+${dialCode ?? ''} ${values.phone}`,
          };
    await platform.api.call(authMethods.restore, target.params);
    onSent(target);
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
              setFormError(null);
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
        {formError ? <FormNotice>{formError}</FormNotice> : null}
        <Button type="submit" size="lg" block loading={submitting}>
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
  const [resent, setResent] = useState(false);
  const [sending, setSending] = useState(false);
  // The request step has just sent a code: the wait runs from here.
  const resendWait = useResendCountdown(DEFAULT_RESEND_SECONDS);
  const { form, submit, submitting, formError, setFormError } = useServerForm<ConfirmValues>({
    defaultValues: { code: '', password: '' },
    fieldErrors: (error) => restoreFieldErrors(t, error),
    errorText: (error) => restoreErrorText(t, error),
  });
  const { register, formState } = form;

  const confirm = submit(async (values) => {
    await platform.api.call(authMethods.restore, {
      ...target.params,
      code: values.code,
      password: values.password,
    });
    onRestored('email' in target.params ? target.params.email : target.params.phone);
  });

  const resend = async () => {
    setFormError(null);
    setSending(true);
    try {
      await platform.api.call(authMethods.restore, target.params);
      setResent(true);
      resendWait.start();
    } catch (error) {
      if (error instanceof ApiError && error.resendTime) resendWait.start(error.resendTime);
      setFormError(restoreErrorText(t, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void confirm(event)}>
      <CodeField
        form={form}
        name="code"
        rule={confirmationCodeRule}
        label={t('auth.code', 'Code')}
        className={styles.code}
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
      {formError ? <FormNotice>{formError}</FormNotice> : null}
      {resent && !formError ? (
        <FormNotice tone="success">{t('auth.codeResent', 'A new code is on its way.')}</FormNotice>
      ) : null}
      <Button type="submit" size="lg" block loading={submitting}>
        {t('auth.savePassword', 'Save password')}
      </Button>
      <p className={styles.resend}>
        <ResendCodeButton
          left={resendWait.left}
          sending={sending}
          disabled={submitting}
          onResend={() => void resend()}
          label={t('auth.resendCode', 'Send the code again')}
          waitLabel={(seconds) => t('auth.resendIn', 'Send again in {seconds} s', { seconds })}
          linkClassName={styles.linkButton}
        />
      </p>
    </form>
  );
}
