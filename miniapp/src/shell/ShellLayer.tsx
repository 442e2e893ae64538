/**
 * The Telegram shell beside web's <App/>: keeps the back button on in-app history, the closing
 * confirmation and vertical swipes on the current screen, hands the default primary action
 * (Deposit) to the main button, and shows the registration sheet and the error popup. Web's
 * auth popup is replaced by the registration sheet for a Telegram player without an account.
 */
import { localizePath, stripLocale } from '@croupier/core/routing';
import type { Platform } from '@croupier/web';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { useShellText } from '../i18n/shell-text.ts';
import type { LaunchData, StartAction } from '../launch/index.ts';
import type { MiniappNavigation } from '../navigation/index.ts';
import { applySignIn, type TelegramSession } from '../session/index.ts';
import type { TelegramHost } from '../telegram/index.ts';
import { ErrorSheet } from '../ui/ErrorSheet.tsx';
import { RegistrationSheet } from '../ui/RegistrationSheet.tsx';
import type { MainButtonClaims } from './main-button-claims.ts';
import { routeGuards } from './route-guards.ts';
import type { ShellStore } from './shell-state.ts';
import { mainButtonHook } from './use-main-button.ts';

/** Props of {@link ShellLayer}. */
export interface ShellLayerProps {
  platform: Platform;
  navigation: MiniappNavigation;
  host: TelegramHost;
  claims: MainButtonClaims;
  shell: ShellStore;
  launch: LaunchData;
  start: StartAction | null;
  session: TelegramSession;
}

/** The in-app path without its locale prefix. */
function barePath(platform: Platform, navigation: MiniappNavigation): string {
  return stripLocale(navigation.current().pathname, platform.stores.locale.state.config.locales)
    .path;
}

/** The shell layer. */
export function ShellLayer(props: ShellLayerProps) {
  const { platform, navigation, host, claims, session } = props;
  const store = props.shell;
  const t = useShellText(platform);
  const shell = useSnapshot(store.state);
  const locale = useSnapshot(platform.stores.locale.state);
  const signedIn = (useSnapshot(platform.stores.session.state).user?.uid ?? 0) > 0;
  const path = useSyncExternalStore(navigation.subscribe, () => barePath(platform, navigation));
  const depth = useSyncExternalStore(navigation.subscribe, navigation.depth);
  const localize = (to: string) => localizePath(to, locale.current, locale.config);

  // Back button: on in-app history; at the root of a deep link it leads home.
  const atRoot = path === '/' && depth === 0;
  useEffect(() => host.setBackButton(!atRoot), [host, atRoot]);
  useEffect(
    () =>
      host.onBackButton(() => {
        if (navigation.depth() > 0) navigation.back();
        else
          navigation.navigate(
            localizePath(
              '/',
              platform.stores.locale.state.current,
              platform.stores.locale.state.config,
            ),
            { replace: true },
          );
      }),
    [host, navigation, platform],
  );

  // A game or the cashier: ask before closing, no swipe-to-close.
  const guards = routeGuards(path);
  useEffect(
    () => host.setClosingConfirmation(guards.confirmClosing),
    [host, guards.confirmClosing],
  );
  useEffect(() => host.setVerticalSwipes(guards.verticalSwipes), [host, guards.verticalSwipes]);

  // The header's Deposit as the default primary action; screens and sheets outrank it.
  const useDefaultButton = useMemo(
    () => mainButtonHook(claims, host.hasMainButton, 0),
    [claims, host],
  );
  const useSheetButton = useMemo(
    () => mainButtonHook(claims, host.hasMainButton, 2),
    [claims, host],
  );
  useDefaultButton(
    signedIn && !guards.confirmClosing && shell.sheet === 'none'
      ? {
          text: t('common.deposit', 'Deposit'),
          onClick: () => navigation.navigate(localize('/cashier/deposit')),
        }
      : null,
  );

  // Web's auth popup (header Log in / Sign up) becomes the Telegram sheet.
  useEffect(() => {
    const auth = platform.stores.auth;
    const redirect = () => {
      if (!auth.state.open) return;
      if (store.state.signIn === 'blocked') {
        // Nothing to sign in to until the block ends: its page again, with until when.
        auth.close({ force: true });
        platform.stores.pageError.report({
          statusCode: 403,
          data: { type: 'UserBannedException' },
        });
      } else if (store.state.signIn === 'signed-in') {
        // The session ended inside the Mini App (a time-out, a logout): sign in again with the
        // launch's Telegram fields, never web's form. A block answers with its page (until
        // when), a launch spent by a logout with the error sheet.
        auth.close({ force: true });
        void session.signIn().then((outcome) => {
          applySignIn(outcome, store, host, platform.log);
          if (outcome.kind === 'signed-in') void platform.stores.session.refresh();
        });
      } else if (store.explain()) auth.close({ force: true });
    };
    redirect();
    return subscribe(auth.state, redirect, true);
  }, [platform, store, session, host]);

  if (shell.sheet === 'register') {
    return (
      <RegistrationSheet
        platform={platform}
        t={t}
        launch={props.launch}
        start={props.start}
        session={session}
        useMainButton={useSheetButton}
        onClose={store.closeSheet}
        onFailed={(error) => {
          platform.log(error);
          store.failed({
            title: t('miniapp.registrationFailedTitle', 'Registration failed'),
            message: t(
              'auth.wrongRegistration',
              'Registration failed. Please check the form and try again.',
            ),
          });
        }}
        onRegistered={() => {
          store.signedIn();
          void platform.stores.session.refresh().then(() => {
            // Inside Telegram a new player lands in the game hall (issue 7), not the cashier.
            if (props.start?.kind !== 'game' && barePath(platform, navigation) === '/') {
              navigation.navigate(localize('/gamehall?register=success'));
            }
          });
        }}
      />
    );
  }
  if (shell.sheet === 'error') {
    return (
      <ErrorSheet
        t={t}
        title={shell.error?.title}
        message={shell.error?.message}
        onClose={store.closeSheet}
      />
    );
  }
  return null;
}
