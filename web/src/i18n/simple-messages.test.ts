import { describe, expect, it } from 'vitest';
import en from '../../../server/content/i18n/en.json';
import pt from '../../../server/content/i18n/pt.json';
import ru from '../../../server/content/i18n/ru.json';
import type { i18n as I18next } from 'i18next';
import { createI18n } from './create-i18n.ts';
import type { MessageTree } from './load-messages.ts';
import {
  hasMessage,
  mergeMessages,
  needsI18next,
  translateSimple,
  type TranslateOptions,
} from './simple-messages.ts';

const content: Record<string, MessageTree> = { en, ru, pt };

function keysOf(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Shows a message set on i18next the way app-i18n's showMessages does once it has handed over. */
async function showMessages(i18next: I18next, locale: string, messages: MessageTree) {
  i18next.addResourceBundle(locale, 'translation', messages, true, true);
  await i18next.changeLanguage(locale);
}

/** i18next as the app configures it, and the simple engine, over the same message sets. */
async function bothEngines(sets: Record<string, MessageTree>, language?: string) {
  const i18next = createI18n();
  const bundles = new Map<string, MessageTree>();
  for (const [locale, messages] of Object.entries(sets)) {
    await showMessages(i18next, locale, messages);
    bundles.set(locale, mergeMessages(bundles.get(locale) ?? {}, messages));
  }
  return {
    i18next: (key: string, options: TranslateOptions) => i18next.t(key, { ...options }),
    simple: (key: string, options: TranslateOptions) =>
      translateSimple(bundles, key, options, language),
    i18nextExists: (key: string, lng: string) => i18next.exists(key, { lng }),
    simpleExists: (key: string, lng: string) => hasMessage(bundles, key, lng),
  };
}

describe('simple messages give what i18next gives (for messages without plurals, nesting, formats)', () => {
  it.each(['en', 'ru', 'pt'])(
    'the reference content in %s is simple, and every key reads the same',
    async (locale) => {
      const messages = content[locale]!;
      expect(needsI18next(messages)).toBe(false);
      const engines = await bothEngines({ [locale]: messages }, locale);
      const keys = [...keysOf(messages), 'common.noSuchKey', 'common', 'no.such.path'];
      for (const key of keys) {
        for (const options of [
          { defaultValue: 'Default', lng: locale },
          { defaultValue: 'Only {count} of {total}', lng: locale, count: 3, total: 10 },
          { defaultValue: 'Default', lng: undefined },
        ]) {
          expect(engines.simple(key, options), `${key} ${JSON.stringify(options)}`).toBe(
            // A subtree is no text: the default shows (i18next prints a warning sentence).
            engines.i18next(key === 'common' ? 'common.noSuchKey' : key, options),
          );
        }
        expect(engines.simpleExists(key, locale), key).toBe(engines.i18nextExists(key, locale));
      }
    },
  );

  const tree: MessageTree = {
    greet: { hello: 'Hello, {name}!', raw: 'Hi {- name}', spaced: 'Hi { name }' },
    'flat.key': 'A flat key',
    nested: { 'dotted.inner': 'Dotted inside' },
    empty: '',
    deep: { value: 'From {user.name}' },
    twice: '{a}{a} and {b}',
  };
  const cases: [string, string, TranslateOptions][] = [
    ['fills a value', 'greet.hello', { defaultValue: 'x', lng: 'en', name: 'Ann' }],
    ['fills a number', 'greet.hello', { defaultValue: 'x', lng: 'en', name: 7 }],
    ['keeps a value not passed', 'greet.hello', { defaultValue: 'x', lng: 'en' }],
    ['empties a value passed as undefined', 'greet.hello', { lng: 'en', name: undefined }],
    ['empties a null value', 'greet.hello', { defaultValue: 'x', lng: 'en', name: null }],
    ['reads {- name}', 'greet.raw', { defaultValue: 'x', lng: 'en', name: '<b>' }],
    ['trims { name }', 'greet.spaced', { defaultValue: 'x', lng: 'en', name: 'Bo' }],
    ['reads a flat key with dots', 'flat.key', { defaultValue: 'x', lng: 'en' }],
    ['reads a dotted key inside', 'nested.dotted.inner', { defaultValue: 'x', lng: 'en' }],
    ['treats an empty message as missing', 'empty', { defaultValue: 'Fallback', lng: 'en' }],
    ['reaches into values', 'deep.value', { defaultValue: 'x', lng: 'en', user: { name: 'Cy' } }],
    ['fills every occurrence', 'twice', { defaultValue: 'x', lng: 'en', a: 1, b: 2 }],
    ['falls back to the default', 'nope', { defaultValue: 'Min {min}', lng: 'en', min: 4 }],
    ['falls back to the key', 'nope', { lng: 'en' }],
    ['reads the language part of a region', 'greet.hello', { lng: 'en-GB', name: 'Di' }],
    ['knows no other language', 'greet.hello', { defaultValue: 'Hi {name}', lng: 'ru', name: 'E' }],
    ['ignores an inherited name', 'nope', { defaultValue: 'Is {toString}', lng: 'en' }],
  ];
  it.each(cases)('%s', async (_name, key, options) => {
    const engines = await bothEngines({ en: tree }, 'en');
    expect(engines.simple(key, options)).toBe(engines.i18next(key, options));
  });

  it('later sets of a locale merge into the earlier ones, as addResourceBundle does', async () => {
    const merged = mergeMessages({ a: { x: 'one', y: 'two' } }, { a: { y: 'three' }, b: 'four' });
    expect(merged).toEqual({ a: { x: 'one', y: 'three' }, b: 'four' });
    const i18next = createI18n();
    await showMessages(i18next, 'en', { a: { x: 'one', y: 'two' } });
    await showMessages(i18next, 'en', { a: { y: 'three' }, b: 'four' });
    const bundles = new Map([['en', merged]]);
    for (const key of ['a.x', 'a.y', 'b'])
      expect(translateSimple(bundles, key, { lng: 'en' })).toBe(i18next.t(key, { lng: 'en' }));
  });

  it('ignores __proto__ in a message set', () => {
    const merged = mergeMessages(
      {},
      JSON.parse('{"__proto__": {"polluted": "yes"}}') as MessageTree,
    );
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(merged).toEqual({});
  });
});

describe('needsI18next', () => {
  it.each([
    ['plural forms', { items_one: '{count} item', items_other: '{count} items' }],
    ['ordinal plural forms', { place_ordinal_one: '{count}st' }],
    ['nested plural forms', { a: { b_other: 'x' } }],
    ['nesting', { a: 'See $t(b)' }],
    ['a format', { a: 'Total {amount, number}' }],
    ['a value that is not text', { a: 5 }],
    ['a list', { a: ['x'] }],
    ['no object at all', null],
  ])('is true for %s', (_name, messages) => {
    expect(needsI18next(messages)).toBe(true);
  });

  it('is false for lookups and values only', () => {
    expect(needsI18next({ a: 'Hello, {name}!', b: { c: 'Other, {x} and {y}' } })).toBe(false);
    expect(needsI18next({})).toBe(false);
  });
});
