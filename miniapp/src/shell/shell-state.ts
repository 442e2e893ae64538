/** The shell's own state: how the Telegram sign-in went and which sheet is open. */
import { proxy } from 'valtio';

/** Where the Telegram sign-in is. */
export type SignInState = 'pending' | 'signed-in' | 'unregistered' | 'blocked' | 'failed';

/** What the shell layer reads. */
export interface ShellState {
  signIn: SignInState;
  /** The sheet over the app: registration, the error popup, or none. */
  sheet: 'none' | 'register' | 'error';
  /** What the error popup says (its defaults when null). */
  error: { title: string | null; message: string | null } | null;
}

/** The shell state and its transitions. */
export interface ShellStore {
  state: ShellState;
  /** The sign-in answered: signed in, first-time player (registration sheet) or failure. */
  signedIn(): void;
  unregistered(): void;
  failed(error?: { title: string | null; message: string | null }): void;
  /** The launch was refused for a block: web's user-blocked page explains it, no sheet. */
  blocked(): void;
  /** Reopens the sheet that explains the sign-in state (header Log in / Sign up). */
  explain(): boolean;
  closeSheet(): void;
}

/** Creates the shell store. */
export function createShellStore(): ShellStore {
  const state = proxy<ShellState>({ signIn: 'pending', sheet: 'none', error: null });
  return {
    state,
    signedIn() {
      state.signIn = 'signed-in';
      state.sheet = 'none';
      state.error = null;
    },
    unregistered() {
      state.signIn = 'unregistered';
      state.sheet = 'register';
    },
    failed(error) {
      if (state.signIn === 'pending') state.signIn = 'failed';
      state.sheet = 'error';
      state.error = error ?? null;
    },
    blocked() {
      state.signIn = 'blocked';
      state.sheet = 'none';
      state.error = null;
    },
    explain() {
      if (state.signIn === 'unregistered') state.sheet = 'register';
      else if (state.signIn === 'failed') state.sheet = 'error';
      else return false;
      return true;
    },
    closeSheet() {
      state.sheet = 'none';
      state.error = null;
    },
  };
}
