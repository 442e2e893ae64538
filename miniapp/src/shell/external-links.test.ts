import { describe, expect, it, vi } from 'vitest';
import { interceptExternalLinks, isTelegramLink, openOutside } from './external-links.ts';

const host = (tg: boolean, link: boolean) => ({
  openTelegramLink: vi.fn(() => tg),
  openLink: vi.fn(() => link),
});

describe('openOutside', () => {
  it('opens t.me links in Telegram and other pages with openLink', () => {
    const h = host(true, true);
    const fallback = vi.fn();
    openOutside(h, 'https://t.me/croupier_support', fallback);
    expect(h.openTelegramLink).toHaveBeenCalledWith('https://t.me/croupier_support');
    openOutside(h, 'https://pay.example/checkout', fallback);
    expect(h.openLink).toHaveBeenCalledWith('https://pay.example/checkout');
    expect(fallback).not.toHaveBeenCalled();
  });

  it('falls back when the client cannot', () => {
    const fallback = vi.fn();
    openOutside(host(false, false), 'https://t.me/x', fallback);
    expect(fallback).toHaveBeenCalledWith('https://t.me/x');
  });

  it('knows Telegram links', () => {
    expect(isTelegramLink('https://t.me/bot')).toBe(true);
    expect(isTelegramLink('https://telegram.me/bot')).toBe(true);
    expect(isTelegramLink('http://t.me/bot')).toBe(false);
    expect(isTelegramLink('https://t.me.evil.test/')).toBe(false);
  });
});

describe('interceptExternalLinks', () => {
  it('sends clicks on external and new-tab links to the host, leaves in-app links alone', () => {
    const open = vi.fn();
    const stop = interceptExternalLinks(document, window.location.origin, open);
    document.body.innerHTML =
      '<a id="ext" href="https://t.me/support">s</a><a id="in" href="/gamehall">g</a><a id="tab" href="/terms" target="_blank">t</a>';
    const click = (id: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.getElementById(id)!.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(click('ext')).toBe(true);
    expect(click('in')).toBe(false);
    expect(click('tab')).toBe(true);
    expect(open.mock.calls.map(([url]) => url)).toEqual([
      'https://t.me/support',
      `${window.location.origin}/terms`,
    ]);
    stop();
  });
});
