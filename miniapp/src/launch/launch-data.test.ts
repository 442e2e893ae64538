import { describe, expect, it } from 'vitest';
import {
  LAUNCH_STORAGE_KEY,
  launchQueryOf,
  parseLaunchQuery,
  readLaunchData,
  sdkLaunchQuery,
} from './launch-data.ts';

const user = { id: 42, first_name: 'Ann', username: 'ann', language_code: 'pt-br' };
const initData = new URLSearchParams({
  query_id: 'q1',
  user: JSON.stringify(user),
  auth_date: '1700000000',
  start_param: 'game_book_of_ra',
  signature: 'sig',
  hash: 'abc123',
}).toString();
const theme = JSON.stringify({ bg_color: '#212121', text_color: '#ffffff', bogus: 'red' });
const enc = encodeURIComponent;
const dataFirst = `https://app.test/miniapp/#tgWebAppData=${enc(initData)}&tgWebAppVersion=8.0&tgWebAppPlatform=tdesktop&tgWebAppThemeParams=${enc(theme)}`;
const dataLast = `https://app.test/miniapp/?lang=pt#tgWebAppVersion=7.2&tgWebAppPlatform=android&tgWebAppThemeParams=${enc(theme)}&tgWebAppData=${enc(initData)}`;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

describe('launch data', () => {
  it('reads the launch whatever the order of the hash parameters', () => {
    for (const href of [dataFirst, dataLast]) {
      const data = parseLaunchQuery(launchQueryOf(href)!);
      expect(data?.rawInitData).toBe(initData);
      expect(data?.user).toEqual({
        id: 42,
        firstName: 'Ann',
        username: 'ann',
        languageCode: 'pt-br',
      });
      expect(data?.themeParams).toEqual({ bg_color: '#212121', text_color: '#ffffff' });
      expect(data?.hash).toBe('abc123');
    }
    expect(parseLaunchQuery(launchQueryOf(dataLast)!)?.version).toBe('7.2');
  });

  it('takes the start parameter from the signed init data, not the unsigned URL one', () => {
    const href = `${dataFirst}&tgWebAppStartParam=promo_FREE`;
    expect(parseLaunchQuery(launchQueryOf(href)!)?.startParam).toBe('game_book_of_ra');
  });

  it('keeps only tgWebApp parameters of the URL', () => {
    const query = launchQueryOf(dataLast)!;
    expect([...new URLSearchParams(query).keys()].every((k) => k.startsWith('tgWebApp'))).toBe(
      true,
    );
  });

  it('is null outside Telegram or without version and platform', () => {
    expect(launchQueryOf('https://app.test/miniapp/')).toBeNull();
    expect(parseLaunchQuery(`tgWebAppData=${enc(initData)}`)).toBeNull();
  });

  it('survives a reload and in-app navigation through session storage', () => {
    const storage = memoryStorage();
    const first = readLaunchData(dataFirst, storage);
    expect(storage.map.get(LAUNCH_STORAGE_KEY)).toBe(first?.query);
    const later = readLaunchData('https://app.test/miniapp/game/book', storage);
    expect(later?.rawInitData).toBe(initData);
    expect(readLaunchData('https://app.test/miniapp/', memoryStorage())).toBeNull();
  });

  it('gives the SDK a signature placeholder only when the client sent none', () => {
    const signed = parseLaunchQuery(launchQueryOf(dataFirst)!)!;
    expect(sdkLaunchQuery(signed)).toBe(signed.query);
    const old = new URLSearchParams(initData);
    old.delete('signature');
    const unsigned = parseLaunchQuery(
      `tgWebAppData=${enc(old.toString())}&tgWebAppVersion=6.0&tgWebAppPlatform=android`,
    )!;
    const forSdk = new URLSearchParams(
      new URLSearchParams(sdkLaunchQuery(unsigned)).get('tgWebAppData')!,
    );
    expect(forSdk.get('signature')).toBe('unsigned');
    expect(unsigned.rawInitData).toBe(old.toString());
  });
});
