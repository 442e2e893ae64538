import { TWO_FACTOR_MESSAGES, type TwoFactorErrorKind } from '@croupier/core/error-handling';
import { afterLoginTarget } from '@croupier/core/routing';
import { canResend } from '@croupier/core/state';
import { twoFactorCodeRule } from '@croupier/core/validation';
import { useForm } from 'react-hook-form';
import { useSnapshot } from 'valtio';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Button } from '../ui/index.ts';
import { authTracker } from './auth-analytics.ts';
import styles from './AuthPopup.module.css';
import { BackToLogin } from './BackToLogin.tsx';
import { CodeField } from './CodeField.tsx';
import { FormNotice } from './FormNotice.tsx';
import { ResendCodeButton } from './ResendCodeButton.tsx';

/** i18n keys of the two-factor messages (§8); the defaults are core's texts. */
const KIND_KEYS: Readonly<Record<TwoFactorErrorKind, string>> = {
  digitsCount: 'auth.codeDigits',
  timeExpired: 'auth.timeExpired',
  invalidCode: 'auth.codeInvalid',
  somethingWrong: 'auth.somethingWrong',
};

/**
 * The two-factor step (§4 Login): the code from the authenticator app with the login and
 * password kept by the store; a resend (a submit without a code) waits for the server's timer.
 */
export function TwoFactorForm() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { auth, session, locale } = platform.stores;
  const snap = useSnapshot(auth.state);
  const form = useForm<{ code: string }>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { code: '' },
  });
  const { handleSubmit, reset } = form;

  const done = (uid: number) => {
    authTracker(platform).track('login', { uid, method: 'twofa' });
    platform.navigation.navigate(
      afterLoginTarget(
        platform.navigation.current(),
        session.state.user?.locale || locale.state.current,
        locale.state.config,
        platform.origin,
      ),
    );
  };

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      const result = await auth.submitTwoFactor(code);
      if (result) done(result.uid);
    } catch {
      // The store keeps the error for the form (§8 two-factor messages).
      authTracker(platform).track('login_failed', {
        error_code: auth.state.error?.type ?? 'unknown',
        method: 'twofa',
      });
    }
  });

  const resend = async () => {
    reset({ code: '' });
    try {
      const result = await auth.resend();
      if (result) done(result.uid);
    } catch {
      // Shown by the store's error.
    }
  };

  const kind = snap.error?.twoFactorKind;
  const serverError = kind ? t(KIND_KEYS[kind], TWO_FACTOR_MESSAGES[kind]) : null;
  const allowed = canResend(snap);

  return (
    <div className={styles.main}>
      <BackToLogin />
      <div>
        <h3 className={styles.heading}>{t('auth.title.twofa', 'Two-factor authentication')}</h3>
        <p className={styles.lead}>
          {t('auth.twofaText', 'Enter the 6-digit code from your authenticator app.')}
        </p>
      </div>
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <CodeField
          form={form}
          name="code"
          rule={twoFactorCodeRule}
          label={t('auth.code', 'Code')}
          className={styles.code}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the step has one field; the code is all it asks for
          autoFocus
        />
        {serverError ? <FormNotice>{serverError}</FormNotice> : null}
        <Button type="submit" size="lg" block loading={snap.submitting}>
          {t('common.confirm', 'Confirm')}
        </Button>
      </form>
      <p className={styles.resend}>
        <ResendCodeButton
          // The store runs the server's resend_time on core's countdown.
          left={snap.resendLeft}
          disabled={!allowed || snap.submitting}
          onResend={() => void resend()}
          label={t('auth.resendCode', 'Send the code again')}
          waitLabel={(seconds) => t('auth.resendIn', 'Send again in {seconds} s', { seconds })}
          linkClassName={styles.linkButton}
        />
      </p>
    </div>
  );
}
