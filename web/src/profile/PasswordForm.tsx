import { account } from '@croupier/core/refs';
import { issue, passwordRule } from '@croupier/core/validation';
import { AccountSection } from './AccountSection.tsx';
import { accountErrorText, accountFieldErrors } from './account-error-text.ts';
import { usePlatform } from '../app/platform-context.ts';
import { useIssueText } from '../ui/use-issue-text.ts';
import { Notice } from '../ui/Notice.tsx';
import { useTranslation } from '../i18n/index.ts';
import { Button, PasswordInput } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
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
  const { form, submit, submitting, formError } = useServerForm<PasswordValues>({
    defaultValues: EMPTY,
    errorText: (error) => accountErrorText(t, error),
    fieldErrors: (error) => accountFieldErrors(t, error),
  });
  const { register, formState, reset, getValues } = form;

  const change = submit(async (values) => {
    await platform.api.call(account.changepassword, {
      old_password: values.old_password,
      new_password: values.new_password,
    });
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
      <form className={styles.form} noValidate onSubmit={(event) => void change(event)}>
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
          <Button type="submit" loading={submitting}>
            {t('profile.security.changePassword', 'Change password')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
