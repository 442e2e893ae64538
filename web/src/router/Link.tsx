import { UnsafeNavigationError } from '@croupier/core/errors';
import { resolveNavigation } from '@croupier/core/routing';
import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { usePlatform } from '../app/platform-context.ts';
import type { Platform } from '../app/platform.ts';
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

/** What every link resolves against: the platform, the external hosts allowed, the locale. */
interface LinkEnvironment {
  platform: Platform;
  allowedHosts: readonly string[];
  localize: (path: string, locale?: string) => string;
}

/**
 * The links' environment, read from the stores once for the whole tree (the router provides
 * it): a screen draws a hundred links, and each reading the locale and settings stores itself
 * was a fifth of a home page's hydration on a phone.
 */
const LinkEnvironmentContext = createContext<LinkEnvironment | null>(null);

function useLinkEnvironment(): LinkEnvironment {
  const platform = usePlatform();
  const allowedHosts = useAllowedHosts();
  const { localize } = useLocale();
  return useMemo(() => ({ platform, allowedHosts, localize }), [platform, allowedHosts, localize]);
}

/** Gives the links below one environment, following the locale and the allowlist. */
export function LinkEnvironmentProvider({ children }: { children?: ReactNode }) {
  return <LinkEnvironmentContext value={useLinkEnvironment()}>{children}</LinkEnvironmentContext>;
}

/** Where `href` goes in `environment`: parsed once per address, not on every render. */
function destinationOf(
  href: string,
  locale: string | undefined,
  { platform, allowedHosts, localize }: LinkEnvironment,
): Destination {
  try {
    const resolved = resolveNavigation(href, { origin: platform.origin, allowedHosts });
    return resolved.external
      ? { kind: 'external', url: resolved.url }
      : { kind: 'path', path: localize(resolved.path, locale) };
  } catch (error) {
    if (!(error instanceof UnsafeNavigationError)) throw error;
    return { kind: 'unsafe', error };
  }
}

/**
 * A link: in-app paths are localized and navigate without a reload; external URLs must be on
 * the allowlist (they open in a new tab); anything else renders as plain text and is logged.
 */
export function Link(props: LinkProps) {
  const { href, locale, onClick, children, target, rel, ref, ...rest } = props;
  const environment = useContext(LinkEnvironmentContext);
  const destination = useMemo(
    () => (environment ? destinationOf(href, locale, environment) : null),
    [href, locale, environment],
  );
  // Outside the router (a component on its own, the fatal screen): its own environment.
  if (!environment || !destination) return <LinkWithOwnEnvironment {...props} />;
  const { platform } = environment;
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

function LinkWithOwnEnvironment(props: LinkProps) {
  return (
    <LinkEnvironmentProvider>
      <Link {...props} />
    </LinkEnvironmentProvider>
  );
}
