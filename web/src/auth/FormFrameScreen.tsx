import { useEffect, useMemo } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useLocale, useSession } from '../hooks/index.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { Logo } from '../shell/Logo.tsx';
import { Spinner } from '../ui/index.ts';
import styles from './FormFrameScreen.module.css';
import { formFrameAction, type FormKind } from './form-frame-target.ts';

/** `/forms/sign_in` and `/forms/sign_up` (§2.2, empty layout): hand over to the site's popup. */
function FormFrame({ form }: { form: FormKind }) {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { signedIn } = useSession();
  const { locale, config } = useLocale();
  const action = useMemo(
    () =>
      formFrameAction({
        form,
        framed: platform.isFramed(),
        signedIn,
        backUrl: new URLSearchParams(platform.navigation.current().search ?? '').get('backUrl'),
        locale,
        config,
        origin: platform.origin,
      }),
    [form, signedIn, locale, config, platform],
  );

  useEffect(() => {
    if (action.kind === 'navigate') {
      platform.navigation.navigate(action.url, { replace: true });
      return;
    }
    // Only a parent of our own origin may read it (the parent checks ours, core routing).
    window.parent.postMessage(action.message, platform.origin);
  }, [action, platform]);

  const title =
    form === 'sign_up'
      ? t('forms.signUpTitle', 'Opening sign-up…')
      : t('forms.signInTitle', 'Opening sign-in…');
  return (
    <div className={styles.card}>
      <Logo />
      <h1 className={styles.title}>{title}</h1>
      {action.kind === 'post' ? (
        <p className={styles.text}>
          {t('forms.continueText', 'If nothing happens,')}{' '}
          <a href={action.fallbackUrl} target="_top">
            {t('forms.continueLink', 'continue on the site')}
          </a>
          .
        </p>
      ) : (
        <Spinner label={t('common.loading', 'Loading…')} />
      )}
    </div>
  );
}

/** `/forms/sign_in`. */
export function SignInFormScreen() {
  return <FormFrame form="sign_in" />;
}

/** `/forms/sign_up`. */
export function SignUpFormScreen() {
  return <FormFrame form="sign_up" />;
}
