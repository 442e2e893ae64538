/** The Mini App opened outside Telegram: the "Open in Telegram" screen, texts from /nfx only. */
import type { Root } from 'react-dom/client';
import { loadShellText, translator } from './i18n/shell-text.ts';
import { OpenInTelegramScreen } from './ui/OpenInTelegramScreen.tsx';

/** The bot's Mini App link, when the build was given one (`VITE_TELEGRAM_APP_URL`). */
const BOT_URL: string | null =
  (import.meta.env.VITE_TELEGRAM_APP_URL as string | undefined) || null;

/** Renders the screen in the browser's language (defaults until its messages arrive). */
export function showOutsideTelegram(root: Root): void {
  const render = (t = translator({})) =>
    root.render(<OpenInTelegramScreen botUrl={BOT_URL} t={(key, text) => t(key, text)} />);
  render();
  const locale = navigator.language.toLowerCase().split('-')[0];
  if (!locale || !/^[a-z]{2,3}$/.test(locale)) return;
  document.documentElement.lang = locale;
  // No platform outside Telegram: the one message loader reads through a bare fetch, and a
  // failed load leaves the defaults on screen.
  const fetchJson = async <T,>(path: string): Promise<T> => {
    const response = await fetch(path, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${response.status} ${path}`);
    return (await response.json()) as T;
  };
  void loadShellText({ fetchJson, log: () => {} }, locale).then(render);
}
