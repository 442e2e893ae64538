import { describe, expect, it } from 'vitest';
import { MissingLocaleConfigError } from '../errors.ts';
import type { LocaleConfig } from './locale-prefix.ts';
import {
  alternatePaths,
  baseRouteName,
  localeOfPath,
  localizePath,
  requireLocaleConfig,
  stripLocale,
  unprefixedDefaultLocale,
} from './locale-prefix.ts';

const config: LocaleConfig = { defaultLocale: 'en', locales: ['en', 'ru', 'de'] };

describe('locale prefix (§2.1)', () => {
  it('the default locale is never prefixed', () => {
    expect(localizePath('/offers', 'en', config)).toBe('/offers');
    expect(localizePath('/ru/offers', 'en', config)).toBe('/offers');
    expect(localizePath('/', 'en', config)).toBe('/');
  });
  it('other locales are prefixed, replacing an existing prefix; query and hash kept', () => {
    expect(localizePath('/offers', 'ru', config)).toBe('/ru/offers');
    expect(localizePath('/', 'ru', config)).toBe('/ru');
    expect(localizePath('/ru/cashier/deposit?x=1#top', 'de', config)).toBe(
      '/de/cashier/deposit?x=1#top',
    );
    expect(localizePath('/?a=1', 'de', config)).toBe('/de?a=1');
  });
  it('an unknown locale falls back to the default (unprefixed)', () => {
    expect(localizePath('/ru/offers', 'xx', config)).toBe('/offers');
  });
  it('leaves addresses that are not in-app paths alone', () => {
    expect(localizePath('https://x.example/a', 'ru', config)).toBe('https://x.example/a');
    expect(localizePath('//x.example', 'ru', config)).toBe('//x.example');
  });
  it('stripLocale removes only a known leading locale', () => {
    expect(stripLocale('/ru/offers?x=1#h', config.locales)).toEqual({
      path: '/offers?x=1#h',
      locale: 'ru',
    });
    expect(stripLocale('/ru', config.locales)).toEqual({ path: '/', locale: 'ru' });
    expect(stripLocale('/ru?x=1', config.locales)).toEqual({ path: '/?x=1', locale: 'ru' });
    expect(stripLocale('/rules', config.locales)).toEqual({ path: '/rules', locale: null });
    expect(stripLocale('/offers/ru', config.locales)).toEqual({ path: '/offers/ru', locale: null });
  });
  it('localeOfPath is the prefix or the default', () => {
    expect(localeOfPath('/de/gamehall', config)).toBe('de');
    expect(localeOfPath('/gamehall', config)).toBe('en');
  });
  it('alternatePaths lists the page in every locale', () => {
    expect(alternatePaths('/ru/offers?x=1', config)).toEqual([
      { locale: 'en', path: '/offers' },
      { locale: 'ru', path: '/ru/offers' },
      { locale: 'de', path: '/de/offers' },
    ]);
  });
});

describe('unprefixedDefaultLocale', () => {
  it('takes the default prefix off, keeping query and hash', () => {
    expect(unprefixedDefaultLocale('/en/offers?x=1#a', config)).toBe('/offers?x=1#a');
    expect(unprefixedDefaultLocale('/en', config)).toBe('/');
    expect(unprefixedDefaultLocale('/en?x=1', config)).toBe('/?x=1');
  });

  it('is null for other paths and never names another host', () => {
    for (const path of ['/', '/offers', '/ru/offers', '/english', '/offers/en'])
      expect(unprefixedDefaultLocale(path, config)).toBeNull();
    expect(unprefixedDefaultLocale('/en//evil.test', config)).toBe('/evil.test');
    expect(unprefixedDefaultLocale('/en/\\evil.test', config)).toBe('/evil.test');
  });
});

describe('baseRouteName', () => {
  it('strips three underscores plus locale', () => {
    expect(baseRouteName('cashier-index-deposit___ru')).toBe('cashier-index-deposit');
    expect(baseRouteName('game-sysname___pt-BR')).toBe('game-sysname');
    expect(baseRouteName('forms-sign_in___de')).toBe('forms-sign_in');
    expect(baseRouteName('forms-sign_in')).toBe('forms-sign_in');
    expect(baseRouteName('_icons___pt_BR')).toBe('_icons');
  });
});

describe('missing locale configuration (§2.1)', () => {
  it('gives a fatal 500', () => {
    for (const broken of [
      null,
      undefined,
      {},
      { locales: ['ru'] },
      { defaultLocale: 'en', locales: [] },
    ]) {
      let error: unknown;
      try {
        requireLocaleConfig(broken, 'en');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(MissingLocaleConfigError);
      expect((error as MissingLocaleConfigError).statusCode).toBe(500);
    }
    expect(() => requireLocaleConfig(config, 'fr')).toThrow(MissingLocaleConfigError);
  });
  it('passes a complete configuration through', () => {
    expect(requireLocaleConfig(config, 'ru')).toEqual(config);
  });
});
