/**
 * The app's theme follows Telegram's: `data-theme` (dark or light, from the client's background)
 * picks the token set the Telegram colours do not cover, and `data-tg-theme` switches the
 * token mapping on (`telegram-tokens.css`) when the client sent theme params.
 */
import type { ThemeStore } from '@croupier/web';
import type { TelegramHost } from '../telegram/index.ts';

/** Marks the document as running in Telegram, with or without a client theme. */
export function markTelegramDocument(root: HTMLElement, themeParams: Record<string, string>) {
  root.setAttribute('data-shell', 'telegram');
  if (themeParams.bg_color && themeParams.text_color) root.setAttribute('data-tg-theme', '');
}

/** Keeps the theme store on the client's theme; returns the remover. */
export function followTelegramTheme(
  host: Pick<TelegramHost, 'isDark' | 'onThemeChange'>,
  theme: ThemeStore,
  root: HTMLElement,
): () => void {
  const apply = () => {
    const next = host.isDark() ? 'dark' : 'light';
    root.setAttribute('data-tg-theme', '');
    if (theme.state.theme !== next) theme.setTheme(next);
  };
  return host.onThemeChange(apply);
}
