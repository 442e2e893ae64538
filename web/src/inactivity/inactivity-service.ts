/**
 * Forced logout after inactivity (§4): core's inactivity machine, active only while general
 * info `time_to_force_logout` is set and the user is authenticated; key, click, scroll and
 * navigation reset it. At 80 % the `interactivityWarning` popup counts down the last 20 %;
 * at 100 % the user is logged out and goes to the index page.
 */
import {
  createInactivityStore,
  isAuthenticated,
  type ActivitySource,
  type InactivityStore,
} from '@croupier/core/state';
import { subscribe } from 'valtio/vanilla';
import type { Platform } from '../app/platform.ts';

const stores = new WeakMap<Platform, InactivityStore>();

/** The running inactivity store of `platform` (the warning popup reads its countdown). */
export function inactivityStoreOf(platform: Platform): InactivityStore | null {
  return stores.get(platform) ?? null;
}

/** What the service needs besides the platform. */
export interface InactivityHooks {
  /** The toast after the logout. */
  loggedOut(): string;
  /**
   * Loads the warning's code; called once the machine first counts (a signed-in player and a
   * period), so the warning shows on time even if the connection is gone by then.
   */
  preloadWarning(): Promise<unknown>;
}

/** Starts the machine for `platform`; returns the function that stops it. */
export function startInactivity(
  platform: Platform,
  activity: ActivitySource,
  hooks: InactivityHooks,
): () => void {
  const { session, settings, dialogs, toasts } = platform.stores;
  let warningId: string | null = null;
  const closeWarning = () => {
    if (warningId) dialogs.close(warningId, { force: true });
    warningId = null;
  };
  const store = createInactivityStore({
    timers: platform.timers,
    now: platform.now,
    activity,
    onWarning: () => {
      closeWarning();
      warningId = dialogs.open({ name: 'interactivityWarning', props: {} });
    },
    onWarningCancelled: closeWarning,
    onExpire: () => {
      closeWarning();
      void session.logout().then(() => {
        toasts.show({ kind: 'info', message: hooks.loggedOut() });
      });
    },
  });
  stores.set(platform, store);

  let preloaded = false;
  const configure = () => {
    const periodSeconds = settings.state.generalInfo?.time_to_force_logout ?? null;
    const authenticated = isAuthenticated(session.state.user);
    store.configure({ periodSeconds, authenticated });
    if (!preloaded && periodSeconds && authenticated) {
      preloaded = true;
      // A failed load is not kept: opening the warning loads it again.
      hooks.preloadWarning().catch(() => {});
    }
  };
  configure();
  const stopSession = subscribe(session.state, configure);
  const stopSettings = subscribe(settings.state, configure);
  // The warning closed some other way (Escape, overlay, its buttons): that was activity.
  const stopDialogs = subscribe(dialogs.state, () => {
    if (warningId && !dialogs.state.queue.some((d) => d.id === warningId)) {
      warningId = null;
      store.reset();
    }
  });

  return () => {
    stopSession();
    stopSettings();
    stopDialogs();
    closeWarning();
    store.dispose();
    if (stores.get(platform) === store) stores.delete(platform);
  };
}
