/**
 * Where a deep link (or an opened push notification) leads: through the same navigation rule
 * as every other address (core routing, DESIGN §5) — our own origin becomes an in-app path the
 * router then resolves (locale, guards, redirects); an allowlisted external host opens outside
 * the app; anything else (another host, a custom scheme, script URLs) is refused.
 */
import { UnsafeNavigationError } from '@croupier/core/errors';
import { resolveNavigation } from '@croupier/core/routing';

/** What to do with a deep link. */
export type DeepLinkAction =
  | { kind: 'navigate'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused'; reason: string };

/** Resolves `url` against our origin and the external-navigation allowlist. */
export function deepLinkAction(
  url: string,
  rule: { origin: string; allowedHosts: readonly string[] },
): DeepLinkAction {
  try {
    const target = resolveNavigation(url, rule);
    return target.external
      ? { kind: 'external', url: target.url }
      : { kind: 'navigate', path: target.path };
  } catch (error) {
    if (error instanceof UnsafeNavigationError) return { kind: 'refused', reason: error.message };
    throw error;
  }
}
