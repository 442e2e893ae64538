/**
 * Sends the player to the payment provider's page (spec §2.3 payment screens): a full page
 * load, never an in-app route — in this window, or in a new one when the provider asks (the
 * cashier then shows its "new window" screen). The target passes the navigation rule first.
 * In the web view app (§9) the host opens it in the system browser instead, whichever window
 * the provider asked for, and the app waits on the "new window" screen.
 */
import { resolveNavigation } from '@croupier/core/routing';
import type { Platform, ShellBridge } from '../app/platform.ts';

/** Where the checkout opened. */
export type CheckoutWindow = 'same' | 'new';

/** Opens `redirectUrl`; a blocked popup falls back to this window. Throws UnsafeNavigationError. */
export function openCheckout(
  platform: Pick<Platform, 'origin' | 'navigation'> & { shell?: Pick<ShellBridge, 'openExternal'> },
  redirectUrl: string,
  inNewWindow: boolean,
  allowedHosts: readonly string[],
  openWindow: (url: string) => Window | null = (url) => window.open(url, '_blank'),
): CheckoutWindow {
  const target = resolveNavigation(redirectUrl, { origin: platform.origin, allowedHosts });
  const url = target.external ? target.url : new URL(target.path, platform.origin).href;
  if (platform.shell?.openExternal?.(url)) return 'new';
  if (inNewWindow) {
    const opened = openWindow(url);
    if (opened) {
      // A same-origin checkout hands the result back through `opener`; another origin gets none.
      if (target.external) opened.opener = null;
      return 'new';
    }
  }
  platform.navigation.leave(url);
  return 'same';
}
