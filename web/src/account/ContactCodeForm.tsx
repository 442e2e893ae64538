import type { contract } from '@croupier/core';
import { account } from '@croupier/core/refs';
import { confirmationCodeRule, filterCodeInput } from '@croupier/core/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import { useIssueText } from '../auth/use-issue-text.ts';
import { Notice } from '../cashier/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { Button, TextInput } from '../ui/index.ts';
import { accountErrorText, accountFieldErrors } from './account-error-text.ts';
import styles from './ContactCard.module.css';

type ContactType = contract.account.ContactType;

/** Confirms a contact with the 6-digit code sent to it (confirmContact), or asks for a new one. */
export function ContactCodeForm({
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
