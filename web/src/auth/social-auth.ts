/**
 * Starting social sign-in (§7): the back address goes to local storage first, then
 * `/oauth/init` opens in a popup window. The opener learns the outcome when that window
 * reaches our own address again (polled, or posted by the app loaded in it) or is closed.
 * When the browser blocks the popup the whole page goes to the provider instead.
 */
import { sanitizeReturnUrl } from '@croupier/core/routing';
import type { KeyValueStorage } from '@croupier/core/state';
import {
  OAUTH_RETURN_MARKER,
  OAUTH_WINDOW_NAME,
  SOCIAL_LOGIN_RETURN_KEY,
  oauthInitUrl,
  oauthReturnMessage,
  oauthReturnOf,
  withReturnMarker,
  type OAuthIntent,
  type OAuthReturn,
} from './oauth-return.ts';

/** How social sign-in ended in the popup window. */
export type SocialAuthOutcome = OAuthReturn | { closed: true };

/** Effects of {@link startSocialAuth}. */
export interface SocialAuthDeps {
  win: Window;
  storage: KeyValueStorage;
  /** Our origin: only a window back on it can be read. */
  origin: string;
  /** Full-page navigation when no popup window could be opened. */
  leave(url: string): void;
}

/** What to start. */
export interface SocialAuthRequest {
  service: string;
  intent: OAuthIntent;
  /** The address to come back to (without popup flags). */
  backAddress: string;
  locale: string;
  /** Called once, when the window came back or was closed. */
  onDone(outcome: SocialAuthOutcome): void;
}

const POLL_MS = 400;
const WINDOW_FEATURES = 'popup,width=520,height=720';

/** Opens the sign-in window; returns a function that stops watching it. */
export function startSocialAuth(deps: SocialAuthDeps, request: SocialAuthRequest): () => void {
  const { win } = deps;
  // The current address may be no safe return (`//evil.com` typed into the address bar): the
  // server would refuse it, so the sign-in comes back home instead.
  const back = sanitizeReturnUrl(request.backAddress, { origin: deps.origin });
  deps.storage.setItem(SOCIAL_LOGIN_RETURN_KEY, back);
  const url = oauthInitUrl({
    service: request.service,
    redirectUrl: withReturnMarker(back),
    intent: request.intent,
    locale: request.locale,
  });
  const popup = win.open(url, OAUTH_WINDOW_NAME, WINDOW_FEATURES);
  if (!popup) {
    deps.leave(url);
    return () => {};
  }

  let finished = false;
  const finish = (outcome: SocialAuthOutcome) => {
    if (finished) return;
    finished = true;
    stop();
    if (!('closed' in outcome)) {
      try {
        popup.close();
      } catch {
        // Already gone.
      }
    }
    request.onDone(outcome);
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== deps.origin) return;
    const outcome = oauthReturnMessage(event.data);
    if (outcome) finish(outcome);
  };
  const poll = win.setInterval(() => {
    if (popup.closed) {
      finish({ closed: true });
      return;
    }
    try {
      // Readable only once the window is back on our origin.
      const { origin, search } = popup.location;
      if (origin !== deps.origin || !search.includes(OAUTH_RETURN_MARKER)) return;
      const outcome = oauthReturnOf(search);
      if (outcome) finish(outcome);
    } catch {
      // Still at the provider (another origin).
    }
  }, POLL_MS);
  win.addEventListener('message', onMessage);
  function stop() {
    win.clearInterval(poll);
    win.removeEventListener('message', onMessage);
  }
  return () => {
    finished = true;
    stop();
  };
}
