/**
 * The app's translator (DESIGN §7): i18next's interface for what the app uses, showing messages
 * itself while they are simple (lookup and `{name}` values, see `simple-messages.ts`) and
 * handing over to i18next — loaded then, from its own chunk — once a message set needs plural
 * forms, nesting or formats. The start-up of a site with simple messages never downloads
 * i18next (DESIGN §9 first-load budget).
 */
import type { i18n as I18next } from 'i18next';
import type * as CreateI18nModule from './create-i18n.ts';
import { loadI18nModule } from './load-i18n.ts';
import type { MessageTree } from './load-messages.ts';
import {
  hasMessage,
  mergeMessages,
  needsI18next,
  translateSimple,
  type TranslateOptions,
} from './simple-messages.ts';

type Listener = () => void;

/** The app's i18n instance: the part of i18next's API the app uses, plus `showMessages`. */
export interface AppI18n {
  /** The locale whose messages are shown; '' until the first set is shown. */
  readonly language: string;
  /** Which engine shows the messages. */
  readonly engine: 'simple' | 'i18next';
  /** The message for `key` (i18next's `t` with `defaultValue`, `lng` and values). */
  t(key: string, options: TranslateOptions): string;
  /** True when the current locale has a message for `key`. */
  exists(key: string): boolean;
  on(event: 'languageChanged', listener: Listener): void;
  off(event: 'languageChanged', listener: Listener): void;
  /** `added` fires when messages are added, as on i18next's resource store. */
  readonly store: {
    on(event: 'added', listener: Listener): void;
    off(event: 'added', listener: Listener): void;
  };
  /** Adds the messages of `locale` and shows them; loads i18next first when they need it. */
  showMessages(locale: string, messages: MessageTree): Promise<void>;
}

/** What `createAppI18n` needs; both have defaults. */
export interface AppI18nOptions {
  /** Loads the i18next chunk. */
  load?: () => Promise<typeof CreateI18nModule>;
  /** Where a failed i18next load is reported; the simple engine then keeps showing messages. */
  log?: (error: unknown) => void;
}

/** Creates the translator of one app; no global singleton, so tests and shells coexist. */
export function createAppI18n(options: AppI18nOptions = {}): AppI18n {
  const load = options.load ?? loadI18nModule;
  const log = options.log ?? ((error: unknown) => console.error(error));
  // Every set ever shown, also after the hand-over: i18next gets them all when it takes over.
  const bundles = new Map<string, MessageTree>();
  let i18next: I18next | null = null;
  let handingOver: Promise<void> | null = null;
  let language = '';
  let shown = 0;
  const languageListeners = new Set<Listener>();
  const addedListeners = new Set<Listener>();
  const emit = (listeners: Set<Listener>) => [...listeners].forEach((listener) => listener());

  const handOver = () =>
    (handingOver ??= load().then(
      ({ createI18n }) => {
        const instance = createI18n();
        for (const [lng, tree] of bundles)
          instance.addResourceBundle(lng, 'translation', tree, true, true);
        // Set in the same turn as the copy, so no set shown meanwhile is missed.
        i18next = instance;
      },
      (error: unknown) => {
        handingOver = null;
        log(error);
      },
    ));

  return {
    get language() {
      return language;
    },
    get engine() {
      return i18next ? 'i18next' : 'simple';
    },
    t: (key, opts) =>
      i18next ? i18next.t(key, { ...opts }) : translateSimple(bundles, key, opts, language),
    exists: (key) =>
      i18next ? i18next.exists(key) : hasMessage(bundles, key, language || undefined),
    on: (_event, listener) => void languageListeners.add(listener),
    off: (_event, listener) => void languageListeners.delete(listener),
    store: {
      on: (_event, listener) => void addedListeners.add(listener),
      off: (_event, listener) => void addedListeners.delete(listener),
    },
    async showMessages(locale, messages) {
      const turn = ++shown;
      bundles.set(locale, mergeMessages(bundles.get(locale) ?? {}, messages));
      if (!i18next && needsI18next(messages)) await handOver();
      const engine = i18next as I18next | null;
      engine?.addResourceBundle(locale, 'translation', messages, true, true);
      emit(addedListeners);
      // A later call has started meanwhile: it decides the language.
      if (turn !== shown) return;
      if (engine) await engine.changeLanguage(locale);
      language = locale;
      emit(languageListeners);
    },
  };
}
