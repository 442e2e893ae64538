import type { contract } from '@croupier/core';
import { account } from '@croupier/core/refs';
import { confirmationCodeRule } from '@croupier/core/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { usePlatform } from '../app/platform-context.ts';
import { CodeField } from '../auth/CodeField.tsx';
import { ResendCodeButton } from '../auth/ResendCodeButton.tsx';
import { Notice } from '../ui/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { Button } from '../ui/index.ts';
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
  const platform = usePlatform();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ code: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });

  const { handleSubmit, setError, formState } = form;
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
      <CodeField
        form={form}
        name="code"
        rule={confirmationCodeRule}
        label={t('profile.contacts.code', 'Confirmation code')}
        fieldClassName={styles.code}
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
        <ResendCodeButton
          left={resendIn}
          sending={sending}
          onResend={onResend}
          label={t('profile.contacts.resend', 'Send a new code')}
          waitLabel={(seconds) =>
            t('profile.contacts.resendIn', 'New code in {seconds} s', { seconds })
          }
        />
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('common.cancel', 'Cancel')}
        </Button>
      </div>
    </form>
  );
}
