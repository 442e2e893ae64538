import { account } from '@croupier/core/refs';
import { issue, passwordRule } from '@croupier/core/validation';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AccountSection } from '../../account/AccountSection.tsx';
import { accountErrorText, accountFieldErrors } from '../../account/account-error-text.ts';
import { usePlatform } from '../../app/platform-context.ts';
import { useIssueText } from '../../auth/use-issue-text.ts';
import { Notice } from '../../cashier/Notice.tsx';
import { useTranslation } from '../../i18n/index.ts';
import { Button, PasswordInput } from '../../ui/index.ts';
import styles from './AccountScreens.module.css';

interface PasswordValues {
  old_password: string;
  new_password: string;
  repeat_password: string;
}

const EMPTY: PasswordValues = { old_password: '', new_password: '', repeat_password: '' };

/**
 * Change password (changepassword, §5 password rule): the current password, the new one
 * twice; a wrong current password is shown on its field. Other sessions end on the server.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const platform = usePlatform();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState, reset, getValues } = useForm<PasswordValues>(
    { mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: EMPTY },
  );

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await platform.api.call(account.changepassword, {
        old_password: values.old_password,
        new_password: values.new_password,
      });
    } catch (error) {
      const fields = accountFieldErrors(t, error);
      let mapped = false;
      for (const name of ['old_password', 'new_password'] as const) {
        if (fields[name]) {
          setError(name, { type: 'server', message: fields[name] }, { shouldFocus: !mapped });
          mapped = true;
        }
      }
      if (!mapped) setFormError(accountErrorText(t, error));
      return;
    }
    reset(EMPTY);
    platform.stores.toasts.show({
      kind: 'success',
      type: 'profile',
      message: t(
        'profile.security.passwordChanged',
        'Your password is changed. Other devices have been signed out.',
      ),
    });
  });

  return (
    <AccountSection
      title={t('profile.security.password', 'Password')}
      icon="lock"
      description={t(
        'profile.security.passwordText',
        'At least 6 characters: letters, digits and symbols, no spaces.',
      )}
      data-testid="change-password"
    >
      <form className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
        <PasswordInput
          label={t('profile.security.currentPassword', 'Current password')}
          autoComplete="current-password"
          required
          error={formState.errors.old_password?.message}
          {...register('old_password', {
            validate: (value) => issueText(value === '' ? issue('insertPassword') : null) ?? true,
          })}
        />
        <div className={styles.grid}>
          <PasswordInput
            label={t('profile.security.newPassword', 'New password')}
            autoComplete="new-password"
            required
            error={formState.errors.new_password?.message}
            {...register('new_password', {
              validate: (value) => issueText(passwordRule(value)) ?? true,
            })}
          />
          <PasswordInput
            label={t('profile.security.repeatPassword', 'Repeat the new password')}
            autoComplete="new-password"
            required
            error={formState.errors.repeat_password?.message}
            {...register('repeat_password', {
              validate: (value) =>
                issueText(passwordRule(value, { equalTo: getValues('new_password') })) ?? true,
            })}
          />
        </div>
        {formError ? (
          <Notice tone="danger" role="alert">
            <p>{formError}</p>
          </Notice>
        ) : null}
        <div className={styles.submitRow}>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('profile.security.changePassword', 'Change password')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
