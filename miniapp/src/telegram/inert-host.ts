/** A host that does nothing: used when tma.js could not start (the app still works). */
import type { TelegramHost } from './telegram-host.ts';

/** The inert host for a client of `version`. */
export function inertHost(version: string): TelegramHost {
  return {
    version,
    hasMainButton: false,
    ready: () => {},
    setBackButton: () => {},
    onBackButton: () => () => {},
    setMainButton: () => {},
    onMainButton: () => () => {},
    haptic: () => {},
    setClosingConfirmation: () => {},
    setVerticalSwipes: () => {},
    openLink: () => false,
    openTelegramLink: () => false,
    isDark: () => document.documentElement.getAttribute('data-theme') !== 'light',
    onThemeChange: () => () => {},
  };
}
