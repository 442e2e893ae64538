/**
 * Translating without i18next loaded: the text in code (its default) with `{name}` values
 * filled in. Used before the messages arrive (splash, fatal start-up errors) and in tests.
 */
import { interpolate } from './simple-messages.ts';

/** Values interpolated into a message: `{min}` takes `values.min`. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * Translates a key. Every user-visible text goes through it with its default text, so a
 * missing message (or a failed message load, §8) still reads well.
 */
export type Translate = (key: string, defaultText: string, values?: MessageValues) => string;

/** The translator used while no messages are loaded: the defaults, interpolated. */
export const defaultTranslate: Translate = (_key, defaultText, values) =>
  interpolate(defaultText, values);
