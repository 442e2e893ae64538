import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { testPlatform } from '../test-support/test-platform.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { countListeners } from '../test-support/valtio-listeners.ts';
import { useLocale } from './use-locale.ts';

afterEach(cleanup);

const LOCALES = [
  { code: 'en', name: 'English' },
  { code: 'ru', name: 'Русский' },
];

function setup() {
  const { platform } = testPlatform();
  const locale = platform.stores.locale;
  locale.setLocales(LOCALES, 'en');
  locale.setCurrent('en');
  const listeners = countListeners(locale.state);
  const hook = renderWithPlatform(() => useLocale(), platform);
  return { locale, listeners, hook };
}

describe('useLocale', () => {
  it('shows the current and offered locales, and follows a switch', async () => {
    const { locale, hook } = setup();
    expect(hook.result.current.locale).toBe('en');
    expect(hook.result.current.locales.map((l) => l.code)).toEqual(['en', 'ru']);
    expect(hook.result.current.config).toEqual({ defaultLocale: 'en', locales: ['en', 'ru'] });

    await act(async () => locale.setCurrent('ru'));
    expect(hook.result.current.locale).toBe('ru');
  });

  it('localises paths into the locale on screen; the default locale gets no prefix (§2.1)', async () => {
    const { locale, hook } = setup();
    expect(hook.result.current.localize('/gamehall')).toBe('/gamehall');
    expect(hook.result.current.localize('/gamehall', 'ru')).toBe('/ru/gamehall');

    await act(async () => locale.setCurrent('ru'));
    expect(hook.result.current.localize('/gamehall')).toBe('/ru/gamehall');
    expect(hook.result.current.localize('/ru/gamehall', 'en')).toBe('/gamehall');
  });

  it('subscribes while mounted and lets go on unmount', () => {
    const { listeners, hook } = setup();
    expect(listeners()).toBeGreaterThan(0);
    hook.unmount();
    expect(listeners()).toBe(0);
  });
});
