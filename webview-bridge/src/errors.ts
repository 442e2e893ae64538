/** Named errors of @croupier/webview-bridge. Check them with `instanceof`. */
import type { BridgeErrorCode } from './protocol/envelope.ts';

/** The host did not answer a command within its timeout. */
export class BridgeTimeoutError extends Error {
  override readonly name = 'BridgeTimeoutError';
  constructor(
    readonly command: string,
    readonly requestId: string,
    readonly timeoutMs: number,
  ) {
    super(`${command} got no answer from the host within ${timeoutMs} ms`);
  }
}

/**
 * The host answered a command with an error (`unsupported`, `denied`, `failed`), or the site's
 * params failed the command's schema before sending (`invalid`).
 */
export class BridgeCommandError extends Error {
  override readonly name = 'BridgeCommandError';
  constructor(
    readonly command: string,
    readonly code: BridgeErrorCode,
    /** The host's message, for logs; never shown to the player. */
    readonly hostMessage?: string,
  ) {
    super(`${command} failed: ${code}${hostMessage ? ` (${hostMessage})` : ''}`);
  }
}

/** Why a command could not reach a host. */
export type BridgeUnavailableReason = 'no-host' | 'disposed' | 'post-failed';

/**
 * The command could not reach a host: the page is not in a native web view (`no-host`), the
 * bridge was disposed before or while waiting (`disposed`), or the host's object threw (`post-failed`).
 */
export class BridgeUnavailableError extends Error {
  override readonly name = 'BridgeUnavailableError';
  constructor(
    readonly command: string,
    readonly reason: BridgeUnavailableReason,
    options?: { cause?: unknown },
  ) {
    super(`${command}: no native host (${reason})`, options);
  }
}
