/**
 * What follows a social sign-in (§4): the session is read again; a new account that still
 * needs its profile gets the non-closable social-registration popup (the host keeps that in
 * step with the session), a complete one is signed in and goes to the page for its locale.
 */
import { afterLoginTarget } from '@croupier/core/routing';
import { isAuthenticated, needsSocialRegistration } from '@croupier/core/state';
import type { Platform } from '../app/platform.ts';
import type { AuthTracker } from './auth-analytics.ts';
import { SOCIAL_LOGIN_RETURN_KEY } from './oauth-return.ts';
import type { SocialAuthOutcome } from './social-auth.ts';

/** How the sign-in ended for the popup. */
export type SocialAuthResult =
  | { kind: 'failed'; error: string }
  | { kind: 'cancelled' }
  | { kind: 'incomplete' }
  | { kind: 'signedIn' };

/** Reads the session after the sign-in window came back and acts on it. */
export async function finishSocialAuth(
  platform: Platform,
  tracker: AuthTracker,
  outcome: SocialAuthOutcome,
): Promise<SocialAuthResult> {
  const { session, auth, locale } = platform.stores;
  if ('error' in outcome && outcome.error) {
    platform.storage.removeItem(SOCIAL_LOGIN_RETURN_KEY);
    tracker.track('login_failed', { error_code: outcome.error, method: 'social' });
    return { kind: 'failed', error: outcome.error };
  }
  const user = await session.refresh();
  if (!isAuthenticated(user)) return { kind: 'cancelled' };
  platform.storage.removeItem(SOCIAL_LOGIN_RETURN_KEY);
  if (needsSocialRegistration(user)) return { kind: 'incomplete' };
  auth.close({ force: true });
  tracker.track('login', { uid: user!.uid, method: 'social' });
  const here = platform.navigation.current();
  platform.navigation.navigate(
    afterLoginTarget(here, user!.locale, locale.state.config, platform.origin),
  );
  return { kind: 'signedIn' };
}
