/**
 * Showing messages without i18next, for message sets that use nothing but lookup by dotted key
 * and `{name}` values — the reference content does. It keeps i18next (14 KB brotli) off the
 * start-up of every route (DESIGN §9); a set with plural forms, nesting or formats is handed to
 * i18next instead (`needsI18next`). The rules below are i18next's for our options (see
 * `create-i18n.ts`), and a test runs both over the same messages.
 */
import type { MessageTree } from './load-messages.ts';

/** What `t` passes on: the values, the default text and the language. */
export type TranslateOptions = Readonly<Record<string, unknown>> & {
  readonly defaultValue?: string;
  readonly lng?: string;
};

const PLURAL_KEY = /_(zero|one|two|few|many|other)$|_ordinal_/;
// `$t(…)` nests another message; `{value, format}` formats one.
const NEEDS_ENGINE = /\$t\(|\{[^{}]*,[^{}]*\}/;

/** True when `messages` use what only i18next does: plural forms, nesting or formatting. */
export function needsI18next(messages: unknown): boolean {
  if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) return true;
  return Object.entries(messages).some(([key, value]) =>
    typeof value === 'string'
      ? PLURAL_KEY.test(key) || NEEDS_ENGINE.test(value)
      : PLURAL_KEY.test(key) || needsI18next(value),
  );
}

/** Deep-merges `next` into `into` (i18next's `addResourceBundle(…, deep, overwrite)`). */
export function mergeMessages(into: MessageTree, next: MessageTree): MessageTree {
  const out: MessageTree = { ...into };
  for (const [key, value] of Object.entries(next)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const before = out[key];
    out[key] =
      typeof value === 'object' && typeof before === 'object'
        ? mergeMessages(before, value)
        : value;
  }
  return out;
}

/**
 * The text for `key` in `options.lng` or else `language` (also trying the language part, `pt`
 * for `pt-BR`), else the default, with values filled in.
 */
export function translateSimple(
  bundles: ReadonlyMap<string, MessageTree>,
  key: string,
  options: TranslateOptions,
  language?: string,
): string {
  const found = lookup(bundles, key, options.lng || language);
  return interpolate(found ?? options.defaultValue ?? key, options);
}

/**
 * The text for `key` in one message tree, else `defaultText`, with values filled in: the
 * shells' own screens (outside web's i18n context) read messages with the same rules.
 */
export function messageText(
  messages: MessageTree,
  key: string,
  defaultText: string,
  values?: Readonly<Record<string, unknown>>,
): string {
  return translateSimple(
    new Map([['*', messages]]),
    key,
    { ...values, defaultValue: defaultText },
    '*',
  );
}

/** True when `key` has a message in `lng` (i18next's `exists`: a text or a subtree). */
export function hasMessage(
  bundles: ReadonlyMap<string, MessageTree>,
  key: string,
  lng: string | undefined,
): boolean {
  return languagesOf(lng).some((code) => {
    const found = deepFind(bundles.get(code), key);
    return found !== undefined && found !== null && found !== '';
  });
}

function languagesOf(lng: string | undefined): string[] {
  if (!lng) return [];
  const language = lng.split(/[-_]/)[0];
  return language && language !== lng ? [lng, language] : [lng];
}

function lookup(
  bundles: ReadonlyMap<string, MessageTree>,
  key: string,
  lng: string | undefined,
): string | undefined {
  for (const code of languagesOf(lng)) {
    const found = deepFind(bundles.get(code), key);
    // An empty message counts as missing (returnEmptyString: false); a subtree is not a text,
    // so the default shows where i18next would print a warning sentence.
    if (typeof found === 'string' && found !== '') return found;
  }
  return undefined;
}

const own = (obj: object, key: string) => Object.prototype.hasOwnProperty.call(obj, key);

/** i18next's `deepFind`: dotted paths, also through keys that contain dots themselves. */
function deepFind(obj: unknown, path: string): unknown {
  if (typeof obj !== 'object' || obj === null) return undefined;
  const record = obj as Record<string, unknown>;
  if (record[path]) return own(record, path) ? record[path] : undefined;
  const tokens = path.split('.');
  let current: unknown = obj;
  for (let i = 0; i < tokens.length;) {
    if (typeof current !== 'object' || current === null) return undefined;
    let next: unknown;
    let nextPath = '';
    for (let j = i; j < tokens.length; ++j) {
      nextPath += (j !== i ? '.' : '') + tokens[j];
      next = own(current, nextPath) ? (current as Record<string, unknown>)[nextPath] : undefined;
      if (next !== undefined) {
        if (['string', 'number', 'boolean'].includes(typeof next) && j < tokens.length - 1)
          continue;
        i += j - i + 1;
        break;
      }
    }
    current = next;
  }
  return current;
}

/**
 * i18next's interpolation with prefix `{`, suffix `}` and no escaping: `{name}` and `{- name}`
 * take a value (dotted paths reach into objects); a name passed as undefined becomes empty, a
 * name not passed at all stays as written. The one interpolation of web and the shells: texts
 * from messages and the defaults in code are filled in the same way.
 */
export function interpolate(text: string, values?: Readonly<Record<string, unknown>>): string {
  if (!values) return text;
  return text.replace(/\{(.+?)\}/g, (whole, inner: string) => {
    let name = inner.trim();
    if (name.startsWith('-')) name = name.slice(1).trim();
    const value = deepFind(values, name);
    if (value === undefined) return own(values, name) ? '' : whole;
    return value === null ? '' : String(value);
  });
}
