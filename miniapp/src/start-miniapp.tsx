/**
 * Starting the Mini App inside Telegram: the SDK in its documented order, web's platform with
 * the Telegram pieces (bearer auth, the /miniapp history, the main button, layout flags, the
 * client's theme and language), the sign-in beside the start-up's loads, then <App/> with the
 * shell layer beside it.
 */
import {
  LOCALE_COOKIE,
  THEME_COOKIE,
  App,
  boot,
  createWebPlatform,
  memoryCookies,
  preloadFirstScreen,
  preloadFirstScreenData,
  type SsrCache,
} from '@croupier/web';
import type { LocaleConfig } from '@croupier/core/routing';
import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import {
  adoptEarlyRequests,
  sdkLaunchQuery,
  parseStartParam,
  takeEarlyRequests,
  type LaunchData,
} from './launch/index.ts';
import { miniappNavigation } from './navigation/index.ts';
import { applySignIn, createTelegramSession, type TelegramSession } from './session/index.ts';
import {
  ShellLayer,
  createMainButtonClaims,
  createShellStore,
  interceptExternalLinks,
  mainButtonHook,
  isTelegramLink,
  openOutside,
} from './shell/index.ts';
import { followTelegramTheme, markTelegramDocument } from './theme/telegram-theme.ts';
import { inertHost, startSdkHost, type TelegramHost } from './telegram/index.ts';
import { MINIAPP_BASE, MINIAPP_VERSION } from './version.ts';

export { MINIAPP_BASE, MINIAPP_VERSION };

/** The SDK's own copy of the launch parameters (tma.js `tapps/launchParams`). */
const SDK_LAUNCH_KEY = 'tapps/launchParams';
/** Set once the start parameter's one-time action (open a game, apply a promo) ran. */
const START_DONE_KEY = 'croupier/tg-start-done';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function startHost(launch: LaunchData, log: (error: unknown) => void): TelegramHost {
  try {
    const storage = session();
    // tma.js reads the launch from the URL, else from its copy: give it one it can parse.
    const forSdk = sdkLaunchQuery(launch);
    if (forSdk !== launch.query) storage?.setItem(SDK_LAUNCH_KEY, JSON.stringify(forSdk));
    return startSdkHost({ version: launch.version, log });
  } catch (error) {
    log(error);
    return inertHost(launch.version);
  }
}

/** The locale code of Telegram's `language_code` ('pt-br' → 'pt'). */
export function localeOfLanguage(code: string | null | undefined): string | null {
  const primary = code?.toLowerCase().split(/[-_]/)[0];
  return primary && /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

/** How long the first draw waits for the first screen's answers once the start-up is done. */
const FIRST_SCREEN_DATA_WAIT_MS = 1000;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Starts the Mini App for `launch` into `root`. */
export async function startMiniApp(launch: LaunchData, root: Root): Promise<void> {
  const log = (error: unknown) => console.error(error);
  const doc = document.documentElement;
  markTelegramDocument(doc, launch.themeParams);
  const host = startHost(launch, log);
  host.ready();

  let telegram: TelegramSession | null = null;
  const navigation = miniappNavigation({
    base: MINIAPP_BASE,
    leave: (url) => openOutside(host, url, (target) => window.location.assign(target)),
  });
  const claims = createMainButtonClaims(host);
  const locale = localeOfLanguage(launch.user?.languageCode);
  const cookies = memoryCookies({
    [THEME_COOKIE]: host.isDark() ? 'dark' : 'light',
    ...(locale ? { [LOCALE_COOKIE]: locale } : {}),
  });
  const firstAnswers: SsrCache = { answers: {}, taken: new Set(), collect: true };
  const platform = createWebPlatform({
    client: { kind: 'miniapp', version: MINIAPP_VERSION },
    // The sign-in and the locales the page's script asked for while this code downloaded.
    fetch: adoptEarlyRequests((input, init) => window.fetch(input, init), takeEarlyRequests()),
    // The first screen's answers, asked for below before the app is drawn: its first render
    // starts from those already in (web's `preloadApi` records them while `collect` holds).
    ssr: firstAnswers,
    auth: { mode: 'bearer', getToken: () => telegram?.token() ?? null },
    navigation,
    cookies,
    // Telegram frames the app; the API's frame mode is the web's business, not the token's.
    shell: {
      kind: 'telegram',
      layout: { condensed: true },
      useMainButton: mainButtonHook(claims, host.hasMainButton, 1),
      haptic: (kind) => host.haptic(kind),
      // Payment and verification pages open in the browser; the app stays and waits.
      openExternal: (url) =>
        (isTelegramLink(url) && host.openTelegramLink(url)) || host.openLink(url),
      // Games launch under our path: the only game frames Telegram's web clients may hold.
      gameFramePrefix: MINIAPP_BASE,
    },
  });
  telegram = createTelegramSession(platform.api, launch);
  followTelegramTheme(host, platform.stores.theme, doc);
  interceptExternalLinks(document, platform.origin, (url) =>
    openOutside(host, url, (target) => window.open(target, '_blank', 'noopener')),
  );

  const start = parseStartParam(launch.startParam);
  const storage = session();
  const firstLaunch = storage?.getItem(START_DONE_KEY) !== launch.hash;
  if (firstLaunch) storage?.setItem(START_DONE_KEY, launch.hash ?? '1');
  if (firstLaunch && start?.kind === 'game') {
    navigation.navigate(`/game/${encodeURIComponent(start.sysname)}`, { replace: true });
  }

  const shell = createShellStore();
  // The start-up's loads (the locales, then messages, CMS config and general info) and the
  // first screen's chunk run beside the sign-in: none of them needs the player. Who the
  // player is is asked once the sign-in is in; the app starts when both are done. Once the
  // locale is known and the sign-in has answered (it names the player: no need to wait for
  // `account.getInfo`), the first screen's answers are asked for too, so they are on their way
  // while the start-up finishes instead of after the screen has rendered. A failed start-up is
  // left to <App/>, which starts again and shows its fatal page.
  let localeKnown: (config: LocaleConfig) => void = () => {};
  const located = new Promise<LocaleConfig>((resolve) => (localeKnown = resolve));
  const booting = boot(
    platform,
    {
      onLocaleConfig: (config) => {
        void preloadFirstScreen(platform, config);
        localeKnown(config);
      },
    },
    { session: false },
  ).catch(() => undefined);
  const outcome = await telegram.signIn();
  applySignIn(outcome, shell, host, log);
  const refreshed = platform.stores.session.refresh();
  const uid = outcome.kind === 'signed-in' ? outcome.uid : 0;
  const firstScreenData = located.then((config) => preloadFirstScreenData(platform, config, uid));
  const [booted] = await Promise.all([booting, refreshed]);
  // The first screen's answers are waited for (a little): drawn without them, each answer
  // arriving drew its row again at once, in one long task each, on a phone's CPU already busy
  // with the first draw. With them the screen is drawn once, in slices (the transition).
  if (booted) await Promise.race([firstScreenData, delay(FIRST_SCREEN_DATA_WAIT_MS)]);
  firstAnswers.collect = false;

  // A transition: React draws the app in slices, yielding to the browser every few
  // milliseconds, instead of one task the length of the whole first screen.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App platform={platform} booted={booted} />
        <ShellLayer
          platform={platform}
          navigation={navigation}
          host={host}
          claims={claims}
          shell={shell}
          launch={launch}
          start={start}
          session={telegram}
        />
      </StrictMode>,
    ),
  );

  if (outcome.kind === 'signed-in' && firstLaunch && start?.kind === 'promo') {
    const { applyStartPromo } = await import('./session/apply-start-promo.ts');
    await applyStartPromo(platform, start.code);
  }
}
