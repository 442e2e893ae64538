import { UnsafeNavigationError } from '@croupier/core/errors';
import { resolveNavigation } from '@croupier/core/routing';
import { useMemo, type AnchorHTMLAttributes, type MouseEvent, type Ref } from 'react';
import { usePlatform } from '../app/platform-context.ts';
import { useLocale } from '../hooks/use-locale.ts';
import { useAllowedHosts } from '../hooks/use-settings.ts';

/** Props of {@link Link}. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An in-app path (`/gamehall?category=new`) or an allowlisted external URL. */
  href: string;
  /** Show the target in this locale instead of the current one. */
  locale?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Where a link goes: an in-app path (localized), an allowlisted URL, or nowhere. */
type Destination =
  | { kind: 'path'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'unsafe'; error: UnsafeNavigationError };

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link: in-app paths are localized and navigate without a reload; external URLs must be on
 * the allowlist (they open in a new tab); anything else renders as plain text and is logged.
 */
export function Link({ href, locale, onClick, children, target, rel, ref, ...rest }: LinkProps) {
  const platform = usePlatform();
  const allowedHosts = useAllowedHosts();
  const { localize } = useLocale();
  // Parsed once per address, not on every render: a screen draws a hundred links and draws
  // them again whenever a store above them changes.
  const destination = useMemo((): Destination => {
    try {
      const resolved = resolveNavigation(href, { origin: platform.origin, allowedHosts });
      return resolved.external
        ? { kind: 'external', url: resolved.url }
        : { kind: 'path', path: localize(resolved.path, locale) };
    } catch (error) {
      if (!(error instanceof UnsafeNavigationError)) throw error;
      return { kind: 'unsafe', error };
    }
  }, [href, locale, platform.origin, allowedHosts, localize]);
  if (destination.kind === 'unsafe') {
    platform.log(destination.error);
    return <span className={rest.className}>{children}</span>;
  }
  if (destination.kind === 'external') {
    return (
      <a
        {...rest}
        ref={ref}
        href={destination.url}
        target={target ?? '_blank'}
        rel={rel ?? 'noopener noreferrer'}
        onClick={onClick}
      >
        {children}
      </a>
    );
  }
  const { path } = destination;
  return (
    <a
      {...rest}
      ref={ref}
      href={path}
      target={target}
      rel={rel}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self'))
          return;
        event.preventDefault();
        platform.navigation.navigate(path);
      }}
    >
      {children}
    </a>
  );
}
