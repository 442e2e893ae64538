/**
 * The Telegram client through tma.js 3, started in the documented order: init, mount the
 * components (theme params before the mini app, which reads them), bind their CSS variables,
 * mount the viewport, then ready. Every call goes through `.ifAvailable()`, so a client whose
 * version lacks a method (a 6.0 client has no back button, haptics or swipe behaviour) never
 * receives it and nothing throws.
 */
import {
  backButton,
  closingBehavior,
  hapticFeedback,
  init,
  mainButton,
  miniApp,
  on,
  openLink,
  openTelegramLink,
  swipeBehavior,
  themeParams,
  viewport,
} from '@tma.js/sdk-react';
import type { HapticKind } from '@croupier/web';
import type { MainButtonState, TelegramHost } from './telegram-host.ts';

/** Options of {@link startSdkHost}. */
export interface SdkHostOptions {
  version: string;
  log: (error: unknown) => void;
}

function attempt(log: (error: unknown) => void, action: () => void): void {
  try {
    action();
  } catch (error) {
    log(error);
  }
}

/** Initialises tma.js and returns the host. Call once, before the first render. */
export function startSdkHost(options: SdkHostOptions): TelegramHost {
  const { log } = options;
  init();

  attempt(log, () => {
    backButton.mount.ifAvailable();
    mainButton.mount.ifAvailable();
    closingBehavior.mount.ifAvailable();
    swipeBehavior.mount.ifAvailable();
    // The mini app component computes its colours from the theme: theme params first.
    themeParams.mount.ifAvailable();
    miniApp.mount.ifAvailable();
    if (!themeParams.isCssVarsBound()) themeParams.bindCssVars.ifAvailable();
    if (!miniApp.isCssVarsBound()) miniApp.bindCssVars.ifAvailable();
    // Header and background follow the theme (set by key, they track theme changes).
    miniApp.setHeaderColor.ifAvailable('bg_color');
    miniApp.setBgColor.ifAvailable('bg_color');
    miniApp.setBottomBarColor.ifAvailable('secondary_bg_color');
  });

  const mounting = viewport.mount.ifAvailable();
  if (mounting.ok) {
    Promise.resolve(mounting.data)
      .then(() => {
        if (!viewport.isCssVarsBound()) viewport.bindCssVars.ifAvailable();
        if (!viewport.isExpanded()) viewport.expand.ifAvailable();
      })
      .catch(log);
  }

  const themeListeners = new Set<() => void>();
  // After the SDK has applied the new params (its own listener was added first, by init).
  on('theme_changed', () => {
    queueMicrotask(() => themeListeners.forEach((listener) => listener()));
  });

  const hasMainButton = mainButton.setParams.isAvailable();

  return {
    version: options.version,
    hasMainButton,
    ready: () => attempt(log, () => miniApp.ready.ifAvailable()),
    setBackButton: (visible) =>
      attempt(log, () => {
        if (visible) backButton.show.ifAvailable();
        else backButton.hide.ifAvailable();
      }),
    onBackButton: (listener) => {
      const off = backButton.onClick.ifAvailable(listener);
      return off.ok ? off.data : () => {};
    },
    setMainButton: (state: MainButtonState | null) =>
      attempt(log, () => {
        if (!state) {
          mainButton.setParams.ifAvailable({ isVisible: false, isLoaderVisible: false });
          return;
        }
        mainButton.setParams.ifAvailable({
          text: state.text,
          isVisible: true,
          isEnabled: state.enabled && !state.loading,
          isLoaderVisible: state.loading,
        });
      }),
    onMainButton: (listener) => {
      const off = mainButton.onClick.ifAvailable(listener);
      return off.ok ? off.data : () => {};
    },
    haptic: (kind: HapticKind) =>
      attempt(log, () => {
        if (kind === 'selection') hapticFeedback.selectionChanged.ifAvailable();
        else hapticFeedback.notificationOccurred.ifAvailable(kind);
      }),
    setClosingConfirmation: (enabled) =>
      attempt(log, () => {
        if (enabled) closingBehavior.enableConfirmation.ifAvailable();
        else closingBehavior.disableConfirmation.ifAvailable();
      }),
    setVerticalSwipes: (enabled) =>
      attempt(log, () => {
        if (enabled) swipeBehavior.enableVertical.ifAvailable();
        else swipeBehavior.disableVertical.ifAvailable();
      }),
    openLink: (url) => {
      try {
        return openLink.ifAvailable(url).ok;
      } catch (error) {
        log(error);
        return false;
      }
    },
    openTelegramLink: (url) => {
      try {
        return openTelegramLink.ifAvailable(url).ok;
      } catch (error) {
        log(error);
        return false;
      }
    },
    isDark: () => themeParams.isDark(),
    onThemeChange: (listener) => {
      themeListeners.add(listener);
      return () => {
        themeListeners.delete(listener);
      };
    },
  };
}
