import { describe, expect, it } from 'vitest';
import type { LocaleConfig } from './locale-prefix.ts';
import {
  AUTH_POPUP_STORAGE_KEY,
  addressWithoutPopupFlags,
  afterLoginTarget,
  afterLogoutTarget,
  afterRegistrationTarget,
  isMiniAppEntry,
  miniAppEntryUrl,
  popupFlagsFromQuery,
  popupPreviewId,
  queryWithoutPopupFlags,
  readPopupFlags,
  realModeAction,
  storedAuthPopupFlag,
} from './popup-flags.ts';
import type { FlagStorage } from './popup-flags.ts';
import { routeByName } from './route-table.ts';
import type { RouteDef } from './route-table.ts';

const origin = 'https://casino.example';
const config: LocaleConfig = { defaultLocale: 'en', locales: ['en', 'ru', 'de'] };

function memoryStorage(): FlagStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const route = (name: string) => routeByName(name) as RouteDef;

describe('popup query flags (§2.1)', () => {
  it('show_popup_reg opens the registration popup', () => {
    expect(popupFlagsFromQuery('?show_popup_reg=1')).toEqual({
      popup: 'registration',
      preventClose: false,
      authValue: null,
    });
  });
  it('show_popup_auth opens the authorization popup and its value is kept in storage', () => {
    const storage = memoryStorage();
    expect(readPopupFlags('?show_popup_auth=social', storage)).toEqual({
      popup: 'authorization',
      preventClose: false,
      authValue: 'social',
    });
    expect(storage.data.get(AUTH_POPUP_STORAGE_KEY)).toBe('social');
    expect(storedAuthPopupFlag(storage)).toBe('social');
  });
  it('without the flag nothing opens and storage is untouched', () => {
    const storage = memoryStorage();
    expect(readPopupFlags('?x=1', storage).popup).toBeNull();
    expect(readPopupFlags('?show_popup_reg=0', storage).popup).toBeNull();
    expect(storage.data.size).toBe(0);
  });
  it('prevent_close=1 makes the popup non-closable', () => {
    expect(popupFlagsFromQuery('show_popup_reg=1&prevent_close=1').preventClose).toBe(true);
    expect(popupFlagsFromQuery('show_popup_reg=1&prevent_close=0').preventClose).toBe(false);
  });
  it('the flags are removed from the query when the popup closes', () => {
    expect(queryWithoutPopupFlags('?show_popup_reg=1&prevent_close=1&track_id=5')).toBe(
      '?track_id=5',
    );
    expect(queryWithoutPopupFlags('show_popup_auth=1')).toBe('');
    expect(
      addressWithoutPopupFlags({
        pathname: '/ru/gamehall',
        search: '?category=slots&show_popup_auth=1',
        hash: '#top',
      }),
    ).toBe('/ru/gamehall?category=slots#top');
  });
});

describe('hash markers (§2.1)', () => {
  it('#real on the game page opens registration for guests; closing returns to the index', () => {
    expect(
      realModeAction(
        route('game-sysname'),
        { pathname: '/ru/game/x', hash: '#real' },
        null,
        config,
      ),
    ).toEqual({ popup: 'registration', closeTo: '/ru' });
    expect(
      realModeAction(
        route('game-sysname'),
        { pathname: '/game/x', hash: 'real' },
        { uid: 0 },
        config,
      ),
    ).toEqual({ popup: 'registration', closeTo: '/' });
  });
  it('#real does nothing for players, on other pages or without the marker', () => {
    const game = route('game-sysname');
    expect(
      realModeAction(game, { pathname: '/game/x', hash: '#real' }, { uid: 5 }, config),
    ).toBeNull();
    expect(
      realModeAction(route('betting'), { pathname: '/betting', hash: '#real' }, null, config),
    ).toBeNull();
    expect(realModeAction(game, { pathname: '/game/x', hash: '#demo' }, null, config)).toBeNull();
  });
  it('#popup-preview with query popup shows that campaign popup in preview mode', () => {
    expect(popupPreviewId('?popup=summer-campaign', '#popup-preview')).toBe('summer-campaign');
    expect(popupPreviewId('?popup=summer-campaign', '')).toBeNull();
    expect(popupPreviewId('', '#popup-preview')).toBeNull();
  });
  it('recognises tgWebAppData wherever it sits among the hash params', () => {
    expect(isMiniAppEntry('#tgWebAppData=query_id%3DAA&tgWebAppVersion=7.0')).toBe(true);
    expect(isMiniAppEntry('#tgWebAppVersion=7.0&tgWebAppPlatform=ios&tgWebAppData=user%3D1')).toBe(
      true,
    );
    expect(isMiniAppEntry('#/game?tgWebAppData=x')).toBe(true);
    expect(isMiniAppEntry('#tgWebAppVersion=7.0')).toBe(false);
    expect(isMiniAppEntry('#notgWebAppData=1')).toBe(false);
    expect(isMiniAppEntry('')).toBe(false);
  });
  it('computes the mini-app entry URL keeping query and hash', () => {
    const hash = '#tgWebAppVersion=7.0&tgWebAppData=user%3D1';
    expect(
      miniAppEntryUrl({ pathname: '/ru/offers', search: '?startapp=x', hash }, '/miniapp'),
    ).toBe(`/miniapp?startapp=x${hash}`);
    expect(miniAppEntryUrl({ pathname: '/miniapp', hash }, '/miniapp')).toBeNull();
    expect(miniAppEntryUrl({ pathname: '/', hash: '#real' }, '/miniapp')).toBeNull();
  });
});

describe('targets after registration, login and logout (§2.1, §4)', () => {
  it('after registration: the cashier deposit page with register=success', () => {
    expect(afterRegistrationTarget({ pathname: '/ru/gamehall' }, config, origin)).toBe(
      '/ru/cashier/deposit?register=success',
    );
  });
  it('after registration with a redirectUrl: that address with register=success', () => {
    const search = `?show_popup_reg=1&redirectUrl=${encodeURIComponent('/profile/bonuses?tab=2')}`;
    expect(afterRegistrationTarget({ pathname: '/', search }, config, origin)).toBe(
      '/profile/bonuses?register=success&tab=2',
    );
  });
  it('after registration an unsafe redirectUrl is ignored', () => {
    expect(
      afterRegistrationTarget(
        { pathname: '/', search: '?redirectUrl=%2F%2Fevil.com' },
        config,
        origin,
      ),
    ).toBe('/cashier/deposit?register=success');
  });
  it("login goes to the page for the user's locale without the popup and return keys", () => {
    expect(
      afterLoginTarget(
        { pathname: '/gamehall', search: '?show_popup_auth=1&category=slots', hash: '#x' },
        'de',
        config,
        origin,
      ),
    ).toBe('/de/gamehall?category=slots#x');
    expect(afterLoginTarget({ pathname: '/ru/offers' }, 'en', config, origin)).toBe('/offers');
  });
  it('login follows a safe redirectUrl (set by the guest guard), then backUrl, in the user locale', () => {
    const redirectUrl = encodeURIComponent('/cashier/deposit?amount=10');
    expect(
      afterLoginTarget(
        { pathname: '/', search: `?redirectUrl=${redirectUrl}` },
        'ru',
        config,
        origin,
      ),
    ).toBe('/ru/cashier/deposit?amount=10');
    expect(
      afterLoginTarget({ pathname: '/', search: '?backUrl=%2Fprofile' }, 'en', config, origin),
    ).toBe('/profile');
    expect(
      afterLoginTarget(
        { pathname: '/', search: '?backUrl=https%3A%2F%2Fevil.com' },
        'en',
        config,
        origin,
      ),
    ).toBe('/');
  });
  it('a locale prefix taken off a safe return never leaves //host behind', () => {
    // `/ru//evil.test` is a same-origin path, but without its `/ru` it is protocol-relative.
    for (const back of [
      '/ru//evil.test',
      '/ru/%2fevil.test',
      '/ru/\\evil.test',
      '/ru/.//evil.test',
    ]) {
      const search = `?redirectUrl=${encodeURIComponent(back)}`;
      expect(afterLoginTarget({ pathname: '/', search }, 'en', config, origin), back).toBe('/');
      expect(afterRegistrationTarget({ pathname: '/', search }, config, origin), back).toBe(
        '/cashier/deposit?register=success',
      );
    }
  });
  it('login on a page whose own path is protocol-relative goes home instead', () => {
    expect(afterLoginTarget({ pathname: '//evil.test' }, 'en', config, origin)).toBe('/');
    expect(afterLoginTarget({ pathname: '/ru//evil.test' }, 'en', config, origin)).toBe('/');
    expect(afterLoginTarget({ pathname: '/ru//evil.test' }, 'ru', config, origin)).toBe('/ru');
  });
  it('logout goes to the index page', () => {
    expect(afterLogoutTarget('/profile/settings', config)).toBe('/');
    expect(afterLogoutTarget('/ru/profile/settings', config)).toBe('/ru');
  });
});
