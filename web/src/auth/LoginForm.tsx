import { loginFailure } from '@croupier/core/error-handling';
import { afterLoginTarget } from '@croupier/core/routing';
import { stripLeadingPlus, textRule } from '@croupier/core/validation';
import { ApiError } from '@croupier/core/errors';
import { useState } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button, PasswordInput, TextInput } from '../ui/index.ts';
import { useServerForm } from '../ui/use-server-form.ts';
import { authTracker } from './auth-analytics.ts';
import styles from './AuthPopup.module.css';
import { AuthSwitchRow } from './AuthSwitchRow.tsx';
import { FormNotice } from './FormNotice.tsx';
import { SocialButtons, socialFailureText } from './SocialButtons.tsx';
import { useIssueText } from '../ui/use-issue-text.ts';

interface LoginValues {
  login: string;
  password: string;
}

/** Props of {@link LoginForm}. */
export interface LoginFormProps {
  /** Login to start with (after a password restore). */
  initialLogin?: string;
  /** A notice to show above the form (after a restore, a failed social sign-in). */
  notice?: { tone: 'error' | 'success'; text: string } | null;
  socialServices: readonly string[];
}

/**
 * The login form (§2.3, §4 Login): login and password, the forgot-password link (to restore),
 * the social block and the way to registration. A server asking for the two-factor code moves
 * the popup to twofa; a failure shows the wrong-entry alert (§8).
 */
export function LoginForm({ initialLogin, notice, socialServices }: LoginFormProps) {
  const { t } = useTranslation();
  const issueText = useIssueText();
  const platform = usePlatform();
  const { auth, session, locale } = platform.stores;
  const [socialError, setSocialError] = useState<string | null>(null);
  const { form, submit, submitting, formError } = useServerForm<LoginValues>({
    defaultValues: { login: initialLogin ?? '', password: '' },
    errorText: (error) => t(loginFailure(error).alertKey, 'Wrong login or password'),
  });
  const { register, formState } = form;

  const onSubmit = submit(
    async (values) => {
      setSocialError(null);
      const result = await auth.submitLogin({
        login: stripLeadingPlus(values.login),
        password: values.password,
      });
      if (!result) return; // The popup moved to twofa.
      authTracker(platform).track('login', { uid: result.uid });
      const user = session.state.user;
      platform.navigation.navigate(
        afterLoginTarget(
          platform.navigation.current(),
          user?.locale || locale.state.current,
          locale.state.config,
          platform.origin,
        ),
      );
    },
    {
      onError(error) {
        // A time-out or self-exclusion: the user-blocked page takes over and says until when
        // (loaded only then, so the popup's chunk carries none of it).
        if (error instanceof ApiError && error.type === 'UserBannedException') {
          const data = error.errorData;
          void import('../responsible-gaming/block-state.ts').then((m) => m.rememberBlock(data));
        }
        authTracker(platform).track('login_failed', { error_code: loginFailure(error).errorCode });
        return false;
      },
    },
  );

  const shown = socialError
    ? { tone: 'error' as const, text: socialFailureText(t, socialError) }
    : (notice ?? null);

  return (
    <div className={styles.main}>
      {shown ? <FormNotice tone={shown.tone}>{shown.text}</FormNotice> : null}
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextInput
          label={t('auth.login', 'Email or phone')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          error={formState.errors.login?.message}
          {...register('login', {
            validate: (value) => issueText(textRule(value.trim())) ?? true,
          })}
        />
        <PasswordInput
          label={t('auth.password', 'Password')}
          required
          error={formState.errors.password?.message}
          {...register('password', {
            validate: (value) =>
              (value === '' ? issueText({ key: 'insertPassword' }) : undefined) ?? true,
          })}
        />
        <div className={styles.inlineEnd}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => auth.switchMode('restore')}
          >
            {t('auth.forgotPassword', 'Forgot password?')}
          </button>
        </div>
        {formError ? <FormNotice>{formError}</FormNotice> : null}
        <Button type="submit" size="lg" block loading={submitting}>
          {t('auth.signIn', 'Log in')}
        </Button>
      </form>
      <SocialButtons
        services={socialServices}
        intent="login"
        divider={t('auth.socialLogin', 'Or continue with')}
        onFailed={setSocialError}
      />
      <AuthSwitchRow
        question={t('auth.noAccount', 'No account yet?')}
        action={t('auth.signUp', 'Sign up')}
        onClick={() => auth.switchMode('registration')}
      />
    </div>
  );
}
