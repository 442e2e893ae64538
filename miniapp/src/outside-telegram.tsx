/** The Mini App opened outside Telegram: the "Open in Telegram" screen, texts from /nfx only. */
import type { MessageTree } from '@croupier/web';
import type { Root } from 'react-dom/client';
import { translator } from './i18n/shell-text.ts';
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
  fetch(`/nfx/i18n/messages/${locale}`, { headers: { Accept: 'application/json' } })
    .then((response) => (response.ok ? response.json() : null))
    .then((tree: unknown) => {
      if (tree && typeof tree === 'object') render(translator(tree as MessageTree));
    })
    .catch(() => {});
}
