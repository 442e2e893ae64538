/**
 * Navigation that localizes in-app paths (the default locale is never prefixed) and applies
 * the external-navigation rule (§2.1: an external URL must be on the CMS allowlist).
 */
import { resolveNavigation } from '@croupier/core/routing';
import { useCallback } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useAllowedHosts } from '../hooks/use-settings.ts';
import { useLocale } from '../hooks/use-locale.ts';

/** Options of a navigation. */
export interface NavigateToOptions {
  replace?: boolean;
  /** Show the target in this locale instead of the current one. */
  locale?: string;
  /** External targets: open in a new tab. */
  newTab?: boolean;
}

/**
 * A function that goes to an in-app path (localized) or an allowlisted external URL.
 * Throws UnsafeNavigationError for anything else.
 */
export function useNavigate(): (to: string, options?: NavigateToOptions) => void {
  const platform = usePlatform();
  const allowedHosts = useAllowedHosts();
  const { localize } = useLocale();
  return useCallback(
    (to, options = {}) => {
      const target = resolveNavigation(to, { origin: platform.origin, allowedHosts });
      if (target.external) {
        platform.navigation.leave(target.url, { newTab: options.newTab });
        return;
      }
      platform.navigation.navigate(localize(target.path, options.locale), {
        replace: options.replace,
      });
    },
    [platform, allowedHosts, localize],
  );
}
