import { createApiClient } from '@croupier/core/api';
import { account, metadata } from '@croupier/core/refs';
import { API_VERSION, HOME_CALLS, firstBannerImage } from '@croupier/web/first-screen';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MINIAPP_VERSION } from '../version.ts';
import { adoptEarlyRequests, type EarlyRequest } from './early-requests.ts';
import { askFirstScreen, opensHome, type FirstScreenEnv, type PageLaunch } from './first-screen.ts';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const WIDE = {
  x1: '/img/f_webp,q_95,w_735,h_240,fit_cover/%2Fmedia%2Fbanners%2Fwelcome-wide.svg',
  x2: '/img/f_webp,q_95,w_1470,h_480,fit_cover/%2Fmedia%2Fbanners%2Fwelcome-wide.svg',
};
const BANNERS = { items: [{ id: 1, images: { wide: WIDE } }] };

function launch(overrides: Partial<PageLaunch> = {}): PageLaunch {
  return {
    signIn: Promise.resolve(json({ data: { uid: 7, token: 'tok' } })),
    locale: Promise.resolve('ru'),
    startParam: null,
    ...overrides,
  };
}

/** The page script's network: answers banners.get with a banner, anything else with `{}`. */
function network() {
  const asked: { url: string; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push({ url: String(input), headers: new Headers(init?.headers) });
    return json({ data: String(input).includes('/banners/') ? BANNERS : {} });
  });
  return { fetch, asked };
}

/** The app's own API client, as the signed-in player in `ru`, over `fetch`. */
const appClient = (fetch: typeof globalThis.fetch) =>
  createApiClient({
    baseUrl: '',
    client: { kind: 'miniapp', version: MINIAPP_VERSION },
    apiVersion: API_VERSION,
    auth: { mode: 'bearer', getToken: () => 'tok' },
    getLocale: () => 'ru',
    fetch,
  });

/** Makes the app's calls of home's first screen through `client`. */
async function callFirstScreen(client: ReturnType<typeof appClient>): Promise<void> {
  const calls = [
    { method: metadata.getgeneralinfo, params: {} },
    { method: account.getInfo, params: {} },
    ...HOME_CALLS,
  ];
  for (const { method, params } of calls) await client.call(method as never, params as never);
}

/** A launch at home's address, the app not started yet. */
const atHome = (fetch: typeof globalThis.fetch, overrides: Partial<FirstScreenEnv> = {}) => ({
  fetch,
  document,
  pathname: '/miniapp/',
  appStarted: () => false,
  ...overrides,
});

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the page's first-screen requests", () => {
  it("asks with the app's own addresses and token, and the app takes every answer", async () => {
    const { fetch, asked } = network();
    const early: EarlyRequest[] = [];
    await askFirstScreen(launch(), early, atHome(fetch));
    // What the app's client asks for the same calls: the very same addresses.
    const app: string[] = [];
    await callFirstScreen(
      appClient(async (input) => {
        app.push(String(input));
        return json({ data: {} });
      }),
    );
    expect(asked.map((one) => one.url)).toEqual(app);
    for (const one of asked) {
      expect(one.headers.get('X-Croupier-Client')).toBe(`miniapp/${MINIAPP_VERSION}`);
    }
    // The app's client, its fetch adopting the page's requests: nothing goes to the network.
    const appNetwork = vi.fn(async () => json({ data: 'network' }));
    await callFirstScreen(appClient(adoptEarlyRequests(appNetwork, early)));
    expect(appNetwork).not.toHaveBeenCalled();
    expect(early).toEqual([]);
  });

  it("sends the token only where the answer is the player's: not for the site's general info", async () => {
    const { fetch, asked } = network();
    await askFirstScreen(launch(), [], {
      fetch,
      document,
      pathname: '/miniapp',
      appStarted: () => false,
    });
    const auth = Object.fromEntries(
      asked.map((one) => [new URL(one.url, 'http://x').pathname, one.headers.get('Authorization')]),
    );
    expect(auth['/api/metadata/getgeneralinfo']).toBeNull();
    expect(auth['/api/account/getInfo']).toBe('Bearer tok');
    expect(auth['/api/banners/get']).toBe('Bearer tok');
    expect(auth['/api/games/get']).toBe('Bearer tok');
  });

  it("starts the hero's image as the app's preload will, once the banners answer", async () => {
    const { fetch } = network();
    await askFirstScreen(launch(), [], atHome(fetch));
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"]')).not.toBeNull(),
    );
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')!;
    const image = firstBannerImage(BANNERS as never)!;
    expect(link.getAttribute('as')).toBe('image');
    expect(link.getAttribute('href')).toBe(image.src);
    expect(link.getAttribute('imagesrcset')).toBe(image.srcSet);
    expect(link.getAttribute('imagesizes')).toBe(image.sizes);
    expect(link.getAttribute('fetchpriority')).toBe('high');
  });

  it('asks nothing for a launch that does not open home, nor without a player or a locale', async () => {
    const cases: [PageLaunch, string][] = [
      [launch({ startParam: 'game_bluefin_temple_of_berry' }), '/miniapp/'],
      [launch(), '/miniapp/gamehall'],
      [launch({ signIn: Promise.resolve(json({ data: { uid: 7 } })) }), '/miniapp/'],
      [launch({ signIn: Promise.resolve(new Response('', { status: 403 })) }), '/miniapp/'],
      [launch({ signIn: Promise.reject(new TypeError('offline')) }), '/miniapp/'],
      [launch({ locale: Promise.resolve(null) }), '/miniapp/'],
    ];
    for (const [page, pathname] of cases) {
      const { fetch } = network();
      const early: EarlyRequest[] = [];
      await askFirstScreen(page, early, atHome(fetch, { pathname }));
      expect(fetch).not.toHaveBeenCalled();
      expect(early).toEqual([]);
    }
  });

  it('asks nothing once the app has started: it asks for its screen itself', async () => {
    const { fetch } = network();
    const early: EarlyRequest[] = [];
    await askFirstScreen(launch(), early, atHome(fetch, { appStarted: () => true }));
    expect(fetch).not.toHaveBeenCalled();
    expect(early).toEqual([]);
  });

  it('reads each answer to its end, so one the app never takes holds no connection', async () => {
    let read = 0;
    const fetch = vi.fn(
      async () =>
        new Response(
          new ReadableStream({
            pull(controller) {
              controller.enqueue(new TextEncoder().encode('{"data":{}}'));
              controller.close();
              read += 1;
            },
          }),
        ),
    );
    const early: EarlyRequest[] = [];
    await askFirstScreen(launch(), early, atHome(fetch));
    const answers = await Promise.all(early.map((request) => request.answer));
    // Every body read already, none of them taken by the app yet.
    expect(read).toBe(early.length);
    expect(await answers[0]!.json()).toEqual({ data: {} });
  });

  it('opens home at the root, also with a promotion or referral to apply', () => {
    expect(opensHome('/miniapp/', 'promo_WELCOME')).toBe(true);
    expect(opensHome('/miniapp', 'ref_abc')).toBe(true);
    expect(opensHome('/miniapp/', 'game_x')).toBe(false);
    expect(opensHome('/miniapp/promotions', null)).toBe(false);
  });
});
