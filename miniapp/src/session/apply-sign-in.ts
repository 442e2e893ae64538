/**
 * What the shell does with a Telegram sign-in's outcome — at launch, and again when a session
 * that ended inside the Mini App (a time-out, a logout) is asked to sign in from the header.
 */
import { rememberBlock } from '@croupier/web';
import type { ShellStore } from '../shell/shell-state.ts';
import type { TelegramHost } from '../telegram/index.ts';
import type { SignInOutcome } from './telegram-session.ts';

/** Moves the shell to the outcome's state; a refusal is felt (haptics) and logged. */
export function applySignIn(
  outcome: SignInOutcome,
  shell: ShellStore,
  host: Pick<TelegramHost, 'haptic'>,
  log: (error: unknown) => void,
): void {
  if (outcome.kind === 'signed-in') shell.signedIn();
  else if (outcome.kind === 'unregistered') shell.unregistered();
  else if (outcome.kind === 'blocked') {
    // The API client already put web's user-blocked page up; it says until when from the
    // refusal (issue 18), with no error sheet over it.
    rememberBlock(outcome.errorData);
    shell.blocked();
    host.haptic('error');
  } else {
    log(outcome.error);
    shell.failed();
    host.haptic('error');
  }
}
