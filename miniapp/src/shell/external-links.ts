/**
 * Leaving the app inside Telegram: t.me links open in Telegram (support, channels), every other
 * URL — payment and verification pages — in the browser through `openLink`. Where the client
 * cannot, the page itself goes there.
 */
import type { TelegramHost } from '../telegram/index.ts';

const TELEGRAM_HOSTS = new Set(['t.me', 'telegram.me', 'www.t.me']);

/** True for a `https://t.me/…` (or telegram.me) link. */
export function isTelegramLink(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && TELEGRAM_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}

/** Opens `url` outside the app through the host; `fallback` when the host cannot. */
export function openOutside(
  host: Pick<TelegramHost, 'openLink' | 'openTelegramLink'>,
  url: string,
  fallback: (url: string) => void,
): void {
  if (isTelegramLink(url) && host.openTelegramLink(url)) return;
  if (host.openLink(url)) return;
  fallback(url);
}

/**
 * Sends clicks on links that leave our origin (or open a new tab) to the host, so they do not
 * replace the mini app inside the Telegram frame. Returns the remover.
 */
export function interceptExternalLinks(
  doc: Document,
  origin: string,
  open: (url: string) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return;
    let url: URL;
    try {
      url = new URL(anchor.href, origin);
    } catch {
      return;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return;
    const external = url.origin !== origin;
    if (!external && anchor.target !== '_blank') return;
    event.preventDefault();
    open(url.href);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
