import { describe, expect, it, vi } from 'vitest';
import { createAppI18n } from './app-i18n.ts';
import * as createI18nModule from './create-i18n.ts';

function setup(load = vi.fn(async () => createI18nModule)) {
  const log = vi.fn();
  const i18n = createAppI18n({ load, log });
  const events: string[] = [];
  i18n.on('languageChanged', () => events.push(`language ${i18n.language}`));
  i18n.store.on('added', () => events.push('added'));
  const t = (key: string, defaultValue: string, values: Record<string, unknown> = {}) =>
    i18n.t(key, { ...values, defaultValue, lng: i18n.language || undefined });
  return { i18n, load, log, events, t };
}

describe('the app translator', () => {
  it('shows simple messages without loading i18next', async () => {
    const { i18n, load, events, t } = setup();
    expect(t('common.pageNotFound', 'Page not found')).toBe('Page not found');
    await i18n.showMessages('ru', {
      common: { pageNotFound: 'Страница не найдена', hi: 'Привет, {name}' },
    });
    expect(load).not.toHaveBeenCalled();
    expect(i18n.engine).toBe('simple');
    expect(i18n.language).toBe('ru');
    expect(events).toEqual(['added', 'language ru']);
    expect(t('common.pageNotFound', 'Page not found')).toBe('Страница не найдена');
    expect(t('common.hi', 'Hi, {name}', { name: 'Аня' })).toBe('Привет, Аня');
    expect(t('common.missing', 'Min length is {min}', { min: 4 })).toBe('Min length is 4');
    expect(i18n.exists('common.hi')).toBe(true);
    expect(i18n.exists('common.missing')).toBe(false);
  });

  it('hands over to i18next for plural forms, keeping the sets shown before', async () => {
    const { i18n, load, t } = setup();
    await i18n.showMessages('en', { common: { home: 'Home' } });
    await i18n.showMessages('ru', {
      games: { found_one: '{count} игра', found_few: '{count} игры', found_many: '{count} игр' },
    });
    expect(load).toHaveBeenCalledTimes(1);
    expect(i18n.engine).toBe('i18next');
    expect(i18n.language).toBe('ru');
    expect(t('games.found', '{count} games found', { count: 1 })).toBe('1 игра');
    expect(t('games.found', '{count} games found', { count: 3 })).toBe('3 игры');
    expect(t('games.found', '{count} games found', { count: 5 })).toBe('5 игр');
    expect(i18n.t('common.home', { defaultValue: 'x', lng: 'en' })).toBe('Home');
    await i18n.showMessages('en', { common: { back: 'Back' } });
    expect(i18n.t('common.back', { defaultValue: 'x', lng: 'en' })).toBe('Back');
    expect(i18n.exists('common.home')).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps showing messages when i18next cannot be loaded, and logs why', async () => {
    const failure = new Error('chunk failed');
    const { i18n, log, t } = setup(vi.fn(() => Promise.reject(failure)));
    await i18n.showMessages('en', { a: 'A {x}', items_other: '{count} items' });
    expect(log).toHaveBeenCalledWith(failure);
    expect(i18n.engine).toBe('simple');
    expect(i18n.language).toBe('en');
    expect(t('a', 'x', { x: 1 })).toBe('A 1');
  });

  it('lets the latest of two overlapping switches decide the language', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { i18n } = setup(vi.fn(async () => (await gate, createI18nModule)));
    const first = i18n.showMessages('ru', { n_one: '{count} штука' });
    const second = i18n.showMessages('en', { n_one: '{count} thing' });
    release();
    await Promise.all([first, second]);
    expect(i18n.language).toBe('en');
    expect(i18n.t('n', { count: 1, lng: 'ru' })).toBe('1 штука');
  });

  it('stops telling a listener once it is removed', async () => {
    const { i18n } = setup();
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    await i18n.showMessages('en', {});
    i18n.off('languageChanged', listener);
    await i18n.showMessages('pt', {});
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
