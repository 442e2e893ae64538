import { fullAddress } from '@croupier/core/routing';
import { needsSocialRegistration } from '@croupier/core/state';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { subscribe } from 'valtio/vanilla';
import { openAuthPopup } from '../app/auth-popup.ts';
import { retryingLazy } from '../app/retrying-lazy.ts';
import { usePlatform } from '../app/platform-context.ts';
import { useTranslation } from '../i18n/i18n-context.ts';
import { ChunkBoundary } from '../shell/ChunkBoundary.tsx';
import { Dialog, Spinner } from '../ui/index.ts';
import {
  OAUTH_MESSAGE_TYPE,
  SOCIAL_LOGIN_RETURN_KEY,
  leaveOAuthNotice,
  oauthReturnOf,
  withoutReturnMarker,
  type OAuthReturnMessage,
} from './oauth-return.ts';

/** The popup itself: a chunk of its own, loaded when it first opens (DESIGN §9). */
const { Component: AuthPopup } = retryingLazy(() =>
  import('./AuthPopup.tsx').then((m) => m.AuthPopup),
);

/**
 * Shows the authentication popup whenever core's auth flow store has it open (§2.3), keeps
 * the non-closable social-registration popup in step with the session (§4), and handles an
 * address the social sign-in returned to (§7). Small: everything else loads with the popup.
 */
export function AuthPopupHost() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const { auth, session } = platform.stores;
  const { open, mode, closable } = useSnapshot(auth.state);
  const search = useSearch();

  useEffect(() => {
    const sync = () => auth.syncSocialRegistration(needsSocialRegistration(session.state.user));
    sync();
    return subscribe(session.state, sync);
  }, [auth, session]);

  useEffect(() => {
    const outcome = oauthReturnOf(search);
    if (!outcome) return;
    const opener = window.opener as Window | null;
    if (opener && opener !== window) {
      // This is the sign-in window: tell the page that opened it, then go away.
      const message: OAuthReturnMessage = { type: OAUTH_MESSAGE_TYPE, error: outcome.error };
      try {
        opener.postMessage(message, platform.origin);
      } catch {
        // The opener navigated elsewhere; it reads the session on its own.
      }
      window.close();
      return;
    }
    // A full-page sign-in came back here (the popup window was blocked).
    platform.storage.removeItem(SOCIAL_LOGIN_RETURN_KEY);
    platform.navigation.navigate(withoutReturnMarker(fullAddress(platform.navigation.current())), {
      replace: true,
    });
    if (outcome.error) {
      leaveOAuthNotice(auth, outcome.error);
      openAuthPopup(auth, 'authorization');
    }
  }, [search, platform, auth]);

  if (!open) return null;
  const frame = (content: ReactNode, showClose: boolean) => (
    <Dialog
      title={
        mode === 'registration' ? t('common.register', 'Sign up') : t('common.login', 'Log in')
      }
      onDismiss={() => auth.close()}
      preventClose={!closable}
      showClose={showClose}
    >
      {content}
    </Dialog>
  );
  return (
    <ChunkBoundary compact onError={platform.log} fallback={(retry) => frame(retry, closable)}>
      <Suspense fallback={frame(<Spinner size="lg" />, false)}>
        <AuthPopup />
      </Suspense>
    </ChunkBoundary>
  );
}
