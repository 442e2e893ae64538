/**
 * The support chat loader (§4 Chat): loads once on first activity, or in an idle callback, or
 * after 1 s without one; reloads with the new visitor after registration, login or logout.
 * Failures are logged only and the chat is skipped (§8).
 */
import { proxy } from 'valtio/vanilla';
import type { AccountInfo } from '../../contract/account.ts';
import type { ActivitySource, Logger, TimerHandle, Timers } from '../shared/effects.ts';
import { isChatBadgeVisible } from './chat-badge.ts';

/** Fallback delay when no idle callback exists (§9). */
export const CHAT_FALLBACK_DELAY_MS = 1000;

/**
 * Who the chat provider sees (§3 Support chat settings): the account's uid (0 when anonymous)
 * and locale, plus what the provider's widget takes under its own names.
 */
export interface ChatVisitor extends Pick<AccountInfo, 'uid' | 'locale'> {
  firstName?: string;
  email?: string;
  phone?: string;
  sessionId?: string;
}

/** Loader status; `skipped` means no provider configured or loading failed. */
export type ChatStatus = 'notLoaded' | 'loading' | 'loaded' | 'skipped';

/** What the UI reads. */
export interface ChatState {
  status: ChatStatus;
  /** The route allows the badge (§2.3). */
  routeAllowsBadge: boolean;
  /** uid of the visitor the chat was last loaded for. */
  visitorUid: number | null;
}

/** Idle-callback scheduling; without `requestIdleCallback` the loader waits 1 s. */
export interface ChatScheduler extends Timers {
  requestIdleCallback?: (callback: () => void) => TimerHandle;
  cancelIdleCallback?: (handle: TimerHandle) => void;
}

/** Effects for {@link createChatStore}. */
export interface ChatDeps {
  /**
   * Loads (or reloads) the configured provider for the visitor. Resolves false when no
   * provider is named, so the chat is not loaded.
   */
  load(visitor: ChatVisitor): Promise<boolean>;
  visitor(): ChatVisitor;
  /** Scroll, click, mousemove, keydown, touchstart and focus. */
  activity: ActivitySource;
  scheduler: ChatScheduler;
  log?: Logger;
}

/** The badge shows once the chat is loaded and the route allows it. */
export function isChatBadgeShown(state: {
  readonly status: ChatStatus;
  readonly routeAllowsBadge: boolean;
}): boolean {
  return state.status === 'loaded' && state.routeAllowsBadge;
}

/** Creates the chat loader. Call `start()` once the app has mounted. */
export function createChatStore(deps: ChatDeps) {
  const state = proxy<ChatState>({ status: 'notLoaded', routeAllowsBadge: true, visitorUid: null });
  let cancelTriggers: (() => void) | null = null;
  let run = 0;

  const load = async () => {
    cancelTriggers?.();
    cancelTriggers = null;
    const mine = ++run;
    const visitor = deps.visitor();
    state.status = 'loading';
    try {
      const loaded = await deps.load(visitor);
      if (mine !== run) return;
      state.status = loaded ? 'loaded' : 'skipped';
      state.visitorUid = loaded ? visitor.uid : null;
    } catch (error) {
      if (mine !== run) return;
      deps.log?.(error);
      state.status = 'skipped';
    }
  };

  return {
    state,
    /** Arms the triggers; the first of activity, idle callback or the 1 s fallback loads the chat. */
    start() {
      if (state.status !== 'notLoaded' || cancelTriggers) return;
      const fire = () => void load();
      const stopActivity = deps.activity.subscribe(fire);
      const s = deps.scheduler;
      let cancelSchedule: () => void;
      if (s.requestIdleCallback) {
        const handle = s.requestIdleCallback(fire);
        cancelSchedule = () => s.cancelIdleCallback?.(handle);
      } else {
        const handle = s.setTimeout(fire, CHAT_FALLBACK_DELAY_MS);
        cancelSchedule = () => s.clearTimeout(handle);
      }
      cancelTriggers = () => {
        stopActivity();
        cancelSchedule();
      };
    },
    /**
     * After registration, login or logout: reloads with the new visitor identity. Before the
     * first load nothing happens (that load reads the current visitor anyway).
     */
    identityChanged() {
      if (state.status === 'loaded' || state.status === 'loading') void load();
    },
    /** The current route name; hides the badge on betting and game pages. */
    setRoute(name: string | null) {
      state.routeAllowsBadge = isChatBadgeVisible(name);
    },
    /** Cancels pending triggers. */
    dispose() {
      cancelTriggers?.();
      cancelTriggers = null;
      run += 1;
    },
  };
}

/** The chat store's shape. */
export type ChatStore = ReturnType<typeof createChatStore>;
