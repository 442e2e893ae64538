/**
 * What the Android back event does (PROTOCOL.md `backPressed`: the host does not navigate by
 * itself). Innermost first: a dialog closes, then the auth popup, then the app goes back in its
 * own history; at the first page of a launch it goes home, and on the home page it asks the
 * host to close.
 */

/** The app's state as far as the back event cares. */
export interface BackContext {
  /** A dialog is showing. */
  dialogOpen: boolean;
  /** The authentication popup is open. */
  authOpen: boolean;
  /** In-app history entries behind the current one. */
  depth: number;
  /** The current page is the home page (in any locale). */
  atHome: boolean;
}

/** The one thing a back event does. */
export type BackAction = 'dismiss-dialog' | 'close-auth' | 'back' | 'home' | 'close';

/** Decides what a back event does now. */
export function backAction(context: BackContext): BackAction {
  if (context.dialogOpen) return 'dismiss-dialog';
  if (context.authOpen) return 'close-auth';
  if (context.depth > 0) return 'back';
  return context.atHome ? 'close' : 'home';
}
