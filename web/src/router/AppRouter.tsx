import { baseRouteName } from '@croupier/core/routing';
import { errorPageFor } from '@croupier/core/error-handling';
import { Suspense, useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { Router, useLocation, useSearch } from 'wouter';
import { LazyFatalScreen } from '../app/LazyFatalScreen.tsx';
import { usePlatform } from '../app/platform-context.ts';
import { ChunkBoundary } from '../shell/ChunkBoundary.tsx';
import { PageLayout } from '../shell/layouts/PageLayout.tsx';
import { ScreenFallback } from '../shell/ScreenFallback.tsx';
import { KitLinkContext, type RenderLink } from '../ui/link-context.ts';
import { Link, LinkEnvironmentProvider } from './Link.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';
import { localeOfResolution, resolveLocation } from './resolve-location.ts';
import { RouteContext } from './route-context.ts';
import { ROUTE_SCREENS } from './routes.tsx';
import { SystemPageView } from './SystemPageView.tsx';
import { useLocaleSync } from './use-locale-sync.ts';
import { usePopupFlags } from './use-popup-flags.ts';
import type { ReactNode } from 'react';

/** Kit links go through the router's Link (localized, no reload). */
const renderLink: RenderLink = (props) => <Link {...props} />;

/** The router: wouter over the platform's location, the links' environment, the kit's links bound to it. */
export function AppRouter({ children }: { children?: ReactNode }) {
  const platform = usePlatform();
  return (
    <Router hook={platform.navigation.hook} searchHook={platform.navigation.searchHook}>
      <LinkEnvironmentProvider>
        <KitLinkContext value={renderLink}>
          <RouteView />
          {children}
        </KitLinkContext>
      </LinkEnvironmentProvider>
    </Router>
  );
}

/** Resolves the address with core's rules and renders its screen in its layout. */
function RouteView() {
  const platform = usePlatform();
  const { stores } = platform;
  const [pathname] = useLocation();
  const search = useSearch();
  const session = useSnapshot(stores.session.state);
  // The guards only ask whether someone is signed in: every guest is the same guest here.
  const user = session.signedIn ? session.user : null;
  const settings = useSnapshot(stores.settings.state);
  const locale = useSnapshot(stores.locale.state);
  const pageError = useSnapshot(stores.pageError.state).error;

  const resolution = useMemo(
    () =>
      resolveLocation({
        location: { pathname, search, hash: platform.navigation.current().hash },
        config: locale.config,
        user,
        redirects: settings.cms?.redirects ?? [],
        origin: platform.origin,
      }),
    [pathname, search, locale.config, user, settings.cms, platform],
  );
  const match = resolution.kind === 'route' ? resolution.match : null;

  useEffect(() => {
    // Under a site-wide page (maintenance) the address stays as it is: a guard deciding on
    // data the outage kept from loading would move the player away from where they were.
    if (pageError) return;
    if (resolution.kind === 'redirect')
      platform.navigation.navigate(resolution.to, { replace: true });
    else if (resolution.kind === 'leave') platform.navigation.leave(resolution.url);
  }, [resolution, platform, pageError]);
  useLocaleSync(localeOfResolution(resolution));
  usePopupFlags(search, match);
  useEffect(() => {
    stores.balance.setPath(pathname);
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, [pathname, stores.balance]);

  // The view is kept while the route and the page's state stay the same: a store this reads
  // changing for another reason (the session's refresh after a server-rendered page is
  // adopted) must not draw the whole screen again, in one long task on a phone.
  const view = useMemo(() => {
    if (pageError) return <SystemPageView page={pageError.page} />;
    if (resolution.kind === 'redirect' || resolution.kind === 'leave') return null;
    if (resolution.kind === 'fatal') return <LazyFatalScreen error={resolution.error} />;
    if (resolution.kind === 'not-found' || !match) return <SystemPageView page="notFound" />;
    const binding = ROUTE_SCREENS[baseRouteName(match.route.name)];
    if (!binding) return <SystemPageView page="notFound" />;

    const { Screen } = binding;
    return (
      <RouteContext value={match}>
        <PageLayout layout={binding.layout ?? match.route.layout}>
          <PageErrorBoundary
            key={pathname}
            onError={platform.log}
            fallback={(error) => {
              const page = errorPageFor(error, platform.userAgent());
              // Bots get no error page (§4): the layout stays, with nothing in it.
              return page ? <SystemPageView page={page.page} bare /> : null;
            }}
          >
            <ChunkBoundary onError={platform.log}>
              <Suspense fallback={<ScreenFallback />}>
                <Screen params={match.params} />
              </Suspense>
            </ChunkBoundary>
          </PageErrorBoundary>
        </PageLayout>
      </RouteContext>
    );
  }, [pageError, resolution, match, pathname, platform]);
  return view;
}
