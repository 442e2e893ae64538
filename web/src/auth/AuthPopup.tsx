import type { contract } from '@croupier/core';
import type { AuthMode } from '@croupier/core/state';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { subscribe, type Snapshot } from 'valtio/vanilla';
import { usePlatform } from '../app/platform-context.ts';
import { useSettings } from '../hooks/index.ts';
import type { Translate } from '../i18n/translate.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { cx } from '../ui/class-names.ts';
import { Dialog } from '../ui/index.ts';
import { AuthAside, hasAside } from './AuthAside.tsx';
import styles from './AuthPopup.module.css';
import { LoginForm } from './LoginForm.tsx';
import { takeOAuthNotice } from './oauth-return.ts';
import { RegistrationForm } from './RegistrationForm.tsx';
import { registrationMethods, socialServices } from './registration-methods.ts';
import { RestoreForm } from './RestoreForm.tsx';
import { socialFailureText } from './SocialButtons.tsx';
import { SocialRegistrationForm } from './SocialRegistrationForm.tsx';
import { TwoFactorForm } from './TwoFactorForm.tsx';

type Character = contract.loyalty.Character;
type RegistrationConfig = contract.cms.RegistrationConfig;

/**
 * The popup's title (§2.3): the header's registration button text, its login button text
 * (login and two-factor are the login flow), the restore title (recovering a password is not
 * logging in, issue 17), or the social registration title.
 */
function authPopupTitle(t: Translate, mode: AuthMode): string {
  if (mode === 'registration') return t('common.register', 'Sign up');
  if (mode === 'socialRegistration')
    return t('auth.title.socialRegistration', 'Complete registration');
  if (mode === 'restore') return t('auth.title.restore', 'Restore password');
  return t('common.login', 'Log in');
}

/** What the login form shows after another step (a restored password, a failed sign-in). */
interface LoginHandOver {
  login?: string;
  notice?: { tone: 'error' | 'success'; text: string } | null;
}

/**
 * The authentication popup (§2.3): five modes rendered from core's auth flow store, with the
 * side banner or the chosen character beside them. Loaded on demand by the host.
 */
export function AuthPopup() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { auth } = platform.stores;
  const snap = useSnapshot(auth.state);
  const settings = useSettings();
  const config = (settings.cms?.registration ?? null) as Snapshot<RegistrationConfig> | null;
  const methods = useMemo(
    () => registrationMethods(config?.authTypes as RegistrationConfig['authTypes'] | undefined),
    [config],
  );
  const services = socialServices(methods);
  const [character, setCharacter] = useState<Character | null>(null);
  const [handOver, setHandOver] = useState<LoginHandOver>(() => {
    const error = takeOAuthNotice(auth);
    return error ? { notice: { tone: 'error', text: socialFailureText(t, error) } } : {};
  });
  const onCharacter = useCallback((next: Character | null) => setCharacter(next), []);
  const mode = snap.mode;
  useEffect(
    () =>
      subscribe(auth.state, () => {
        // A hand-over notice belongs to the login form it was left for.
        if (auth.state.mode !== 'authorization') {
          setHandOver((h) => (h.notice ? { login: h.login } : h));
        }
      }),
    [auth],
  );

  const aside = {
    banner: config?.banner ?? null,
    character: mode === 'registration' && config?.showCharacterSelect ? character : null,
  };
  const withAside = hasAside(aside);

  let content;
  switch (mode) {
    case 'registration':
      content = <RegistrationForm onCharacter={onCharacter} />;
      break;
    case 'restore':
      content = (
        <RestoreForm
          withPhone={methods.some((m) => m.kind !== 'social' && m.loginType === 'phone')}
          onRestored={(login) => {
            setHandOver({
              login,
              notice: {
                tone: 'success',
                text: t(
                  'auth.passwordRestored',
                  'Your password has been changed. Log in with the new one.',
                ),
              },
            });
            auth.switchMode('authorization');
          }}
        />
      );
      break;
    case 'twofa':
      content = <TwoFactorForm />;
      break;
    case 'socialRegistration':
      content = <SocialRegistrationForm />;
      break;
    default:
      content = (
        <LoginForm
          key={handOver.login ?? ''}
          initialLogin={handOver.login}
          notice={handOver.notice}
          socialServices={services}
        />
      );
  }

  return (
    <Dialog
      title={authPopupTitle(t, mode)}
      onDismiss={() => auth.close()}
      preventClose={!snap.closable}
      size={withAside ? 'lg' : 'md'}
      className={styles.popup}
    >
      <div
        className={cx(
          styles.layout,
          withAside && styles.withAside,
          withAside &&
            !aside.character &&
            aside.banner?.type === 'compact' &&
            styles.withCompactAside,
        )}
        data-mode={mode}
      >
        {withAside ? <AuthAside {...aside} /> : null}
        {content}
      </div>
    </Dialog>
  );
}
