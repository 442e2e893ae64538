import { useEffect, useMemo, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AuthPopupHost } from '../auth/index.ts';
import { I18nContext } from '../i18n/i18n-context.ts';
import { AppRouter } from '../router/AppRouter.tsx';
import { ServicesHost } from '../services/ServicesHost.tsx';
import { DialogHost } from '../shell/DialogHost.tsx';
import { OfflineBanner } from '../shell/OfflineBanner.tsx';
import { ToastHost } from '../shell/ToastHost.tsx';
import type { AppI18n as I18n } from '../i18n/app-i18n.ts';
import { LazyFatalScreen } from './LazyFatalScreen.tsx';
import type { Platform } from './platform.ts';
import { PlatformContext } from './platform-context.ts';
import { Splash } from './Splash.tsx';
import { swrConfigFor } from './swr-config.ts';
import { useBoot } from './use-boot.ts';
import { wireStores } from './wire-stores.ts';

/** Props of {@link App}. */
export interface AppProps {
  /** Built once by the host: `createWebPlatform()` in a browser, its own in a shell. */
  platform: Platform;
  /** A shell's own always-mounted parts, rendered inside the providers and the router. */
  children?: ReactNode;
  /** The i18n of a start-up the host ran already (server rendering, hydration). */
  booted?: I18n;
}

/**
 * The Croupier app: providers (platform, i18n, SWR), the start-up with a splash, then the
 * router, dialogs and toasts. Shells render it with their own platform.
 */
export function App({ platform, children, booted }: AppProps) {
  const swrConfig = useMemo(() => swrConfigFor(platform), [platform]);
  const state = useBoot(platform, booted);
  useEffect(() => wireStores(platform.stores), [platform]);
  // Marks the page as live (started, and a server-rendered one hydrated): until then a
  // server-rendered button is only markup. Tests wait for it before the first click.
  useEffect(() => {
    if (state.status !== 'ready') return;
    document.documentElement.dataset.app = 'ready';
  }, [state.status]);
  useEffect(() => {
    // A user click restarts balance polling that was turned off (§4 balance polling).
    const onClick = () => platform.stores.balance.click();
    document.addEventListener('click', onClick, { capture: true, passive: true });
    return () => document.removeEventListener('click', onClick, { capture: true });
  }, [platform]);

  return (
    <PlatformContext value={platform}>
      <I18nContext value={state.i18n}>
        <SWRConfig value={swrConfig}>
          <OfflineBanner />
          {state.status === 'loading' ? (
            <Splash />
          ) : state.status === 'failed' ? (
            <LazyFatalScreen error={state.error} />
          ) : (
            <AppRouter>
              <DialogHost />
              <AuthPopupHost />
              <ToastHost />
              <ServicesHost />
              {children}
            </AppRouter>
          )}
        </SWRConfig>
      </I18nContext>
    </PlatformContext>
  );
}
