/** The session store: who is signed in, refreshed from account.getInfo, and logout (§4). */
import { proxy } from 'valtio/vanilla';
import type * as account from '../../contract/account.ts';
import type * as auth from '../../contract/auth.ts';
import type { ResultOf } from '../../contract/define.ts';
import type { Logger } from '../shared/effects.ts';
import { isAuthenticated } from './account-info.ts';

/** What the UI reads. */
export interface SessionState {
  user: account.AccountInfo | null;
  /**
   * `isAuthenticated(user)`, kept beside it: a view that only asks whether someone is signed in
   * is not drawn again when a guest's info arrives (null → uid 0) or a player's changes.
   */
  signedIn: boolean;
  /** A getInfo call is running. */
  loading: boolean;
}

/** Effects for {@link createSessionStore}. */
export interface SessionDeps {
  /** account.getInfo; a guest answers uid 0. */
  getInfo(): Promise<ResultOf<typeof account.getInfo>>;
  /** auth.logout on the server. */
  logout(): Promise<ResultOf<typeof auth.logout>>;
  navigate(path: string): void;
  /** Where logout goes (default `/`). */
  indexPath?: string;
  /** Called after the local session is destroyed (reset other stores here). */
  onLoggedOut?(): void;
  log?: Logger;
}

/** Creates the session store. */
export function createSessionStore(deps: SessionDeps) {
  const state = proxy<SessionState>({ user: null, signedIn: false, loading: false });
  const setUser = (user: account.AccountInfo | null) => {
    state.user = user;
    state.signedIn = isAuthenticated(user);
  };
  return {
    state,
    /** Reloads account info; failures are logged and keep the current user. */
    async refresh(): Promise<account.AccountInfo | null> {
      state.loading = true;
      try {
        const info = await deps.getInfo();
        setUser(info);
        return info;
      } catch (error) {
        deps.log?.(error);
        return null;
      } finally {
        state.loading = false;
      }
    },
    /** Sets account info directly (e.g. from a login answer). */
    setUser,
    /** Forgets the user locally. */
    destroy() {
      setUser(null);
      deps.onLoggedOut?.();
    },
    /** Destroys the session locally, calls logout, and goes to the index page. */
    async logout(): Promise<void> {
      setUser(null);
      deps.onLoggedOut?.();
      try {
        await deps.logout();
      } catch (error) {
        deps.log?.(error);
      } finally {
        deps.navigate(deps.indexPath ?? '/');
      }
    },
  };
}

/** The session store's shape. */
export type SessionStore = ReturnType<typeof createSessionStore>;

/** True when the session holds a user with uid > 0. */
export const isSignedIn = (state: {
  readonly user: Readonly<Pick<account.AccountInfo, 'uid'>> | null;
}): boolean => isAuthenticated(state.user);
