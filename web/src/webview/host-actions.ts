/**
 * The commands the site sends to the native host, with what happens when the host cannot:
 * `openExternal` falls back to loading the page in place when the host lacks the command (or
 * the bridge is gone), so a payment is never lost; the others are best-effort and only logged.
 */
import type { HapticKind } from '../app/platform.ts';
import {
  BridgeCommandError,
  BridgeUnavailableError,
  type Bridge,
  type BridgeLogger,
} from '@croupier/webview-bridge';
import type { HostFile } from './host-links.ts';

/** What the site asks of the host. */
export interface HostActions {
  /** Opens an absolute http(s) URL in the system browser; true: the host path was taken. */
  openExternal(url: string): boolean;
  saveFile(file: HostFile): void;
  haptic(kind: HapticKind): void;
  /** Closes the web view screen (back at the root). */
  close(): void;
}

/** Whether a failed command means "this host cannot", as opposed to "the player refused". */
function hostCannot(error: unknown): boolean {
  return (
    error instanceof BridgeUnavailableError ||
    (error instanceof BridgeCommandError && error.code === 'unsupported')
  );
}

/** Binds the commands to `bridge`; `fallback` loads a URL in the page itself. */
export function createHostActions(
  bridge: Pick<Bridge, 'send'>,
  options: { fallback(url: string): void; logger: BridgeLogger },
): HostActions {
  const { logger } = options;
  const report = (command: string) => (error: unknown) =>
    logger.warn(`webview: ${command} failed`, error);
  return {
    openExternal(url) {
      bridge.send('openExternal', { url }).catch((error: unknown) => {
        if (hostCannot(error)) options.fallback(url);
        else report('openExternal')(error);
      });
      return true;
    },
    saveFile(file) {
      bridge.send('saveFile', file).catch(report('saveFile'));
    },
    haptic(kind) {
      bridge.send('haptic', { style: kind }).catch((error: unknown) => {
        // Hosts without haptics are common: not worth a warning.
        if (!hostCannot(error)) report('haptic')(error);
      });
    },
    close() {
      bridge.send('close', {}).catch(report('close'));
    },
  };
}
