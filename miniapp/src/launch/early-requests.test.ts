import { describe, expect, it, vi } from 'vitest';
import { adoptEarlyRequests, takeEarlyRequests, type EarlyRequest } from './early-requests.ts';

const answer = (text: string) => Promise.resolve(new Response(text));

function early(): EarlyRequest[] {
  return [
    {
      method: 'POST',
      url: '/api/auth/login?v=1',
      body: 'is_tg=1&payload=abc',
      answer: answer('signed in early'),
    },
    { method: 'GET', url: '/nfx/i18n/locales', body: null, answer: answer('locales early') },
  ];
}

describe('adoptEarlyRequests', () => {
  it('answers the very same request with the early answer, once', async () => {
    const network = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer('network'));
    const fetch = adoptEarlyRequests(network, early());
    // The app's own request: a locale in its query, its own headers, the same form body.
    const login = await fetch('/api/auth/login?v=1&locale=en', {
      method: 'POST',
      headers: { 'X-Croupier-Client': 'miniapp/0.1.0' },
      body: 'is_tg=1&payload=abc',
    });
    expect(await login.text()).toBe('signed in early');
    expect(await (await fetch('/nfx/i18n/locales', { credentials: 'omit' })).text()).toBe(
      'locales early',
    );
    expect(network).not.toHaveBeenCalled();
    // Asked again: the network.
    expect(await (await fetch('/nfx/i18n/locales')).text()).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('sends anything else to the network: another body, method or path', async () => {
    const network = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer('network'));
    const fetch = adoptEarlyRequests(network, early());
    await fetch('/api/auth/login?v=1', { method: 'POST', body: 'is_tg=1&payload=other' });
    await fetch('/api/auth/login?v=1', { method: 'GET' });
    await fetch('/api/auth/register?v=1', { method: 'POST', body: 'is_tg=1&payload=abc' });
    await fetch('/nfx/i18n/messages/en');
    expect(network).toHaveBeenCalledTimes(4);
  });
  it('takes over what the script adds to its list later (the locale files, once the locales are in)', async () => {
    const network = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer('network'));
    const list = early();
    const fetch = adoptEarlyRequests(network, list);
    list.push({
      method: 'GET',
      url: '/nfx/i18n/messages/ru',
      body: null,
      answer: answer('messages early'),
    });
    expect(await (await fetch('/nfx/i18n/messages/ru')).text()).toBe('messages early');
    // Another locale's files are not these.
    await fetch('/nfx/i18n/messages/en');
    expect(network).toHaveBeenCalledTimes(1);
  });
});

describe('takeEarlyRequests', () => {
  it('takes the list off the window once; none when the script made none', () => {
    const win: Record<string, unknown> = { __croupierEarly: early() };
    expect(takeEarlyRequests(win)).toHaveLength(2);
    expect(takeEarlyRequests(win)).toEqual([]);
    expect(takeEarlyRequests({ __croupierEarly: 'junk' })).toEqual([]);
  });
});

describe('adoptEarlyRequests: home first screen', () => {
  const row = (category: string, locale = 'en') =>
    `/api/games/get?category=${category}&count=12&v=1&locale=${locale}`;
  const asPlayer = { headers: new Headers({ Authorization: 'Bearer tok' }) };

  function rows(): EarlyRequest[] {
    return ['popular', 'new'].map((category) => ({
      method: 'GET',
      url: row(category),
      body: null,
      answer: answer(`${category} early`),
      exact: true,
      auth: 'Bearer tok',
    }));
  }

  it('takes an exact request only for its own query: each row its own answer', async () => {
    const network = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer('network'));
    const fetch = adoptEarlyRequests(network, rows());
    expect(await (await fetch(row('new'), asPlayer)).text()).toBe('new early');
    expect(await (await fetch(row('slots'), asPlayer)).text()).toBe('network');
    expect(await (await fetch(row('popular', 'ru'), asPlayer)).text()).toBe('network');
    expect(await (await fetch(row('popular'), asPlayer)).text()).toBe('popular early');
    expect(network).toHaveBeenCalledTimes(2);
  });

  it("gives a player's answer only to a request with the same token", async () => {
    const network = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer('network'));
    const fetch = adoptEarlyRequests(network, rows());
    // Without a token (signed out meanwhile), or with another player's: the network.
    expect(await (await fetch(row('popular'))).text()).toBe('network');
    expect(
      await (await fetch(row('popular'), { headers: { Authorization: 'Bearer other' } })).text(),
    ).toBe('network');
    expect(await (await fetch(row('popular'), asPlayer)).text()).toBe('popular early');
  });
});
