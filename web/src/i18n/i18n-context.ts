/**
 * i18n for components: the app's i18n instance in context and `useTranslation()`, which
 * re-renders when the language or its messages change. Our own hook keeps i18next out of the
 * entry chunk: the instance (`app-i18n.ts`) loads i18next only for messages that need it.
 */
import type { AppI18n as I18n } from './app-i18n.ts';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { defaultTranslate, type Translate } from './translate.ts';

/** The app's i18n instance; null until the start-up has created it. */
export const I18nContext = createContext<I18n | null>(null);

const versions = new WeakMap<I18n, number>();

function subscribeTo(i18n: I18n | null, onChange: () => void): () => void {
  if (!i18n) return () => {};
  const bump = () => {
    versions.set(i18n, (versions.get(i18n) ?? 0) + 1);
    onChange();
  };
  i18n.on('languageChanged', bump);
  i18n.store.on('added', bump);
  return () => {
    i18n.off('languageChanged', bump);
    i18n.store.off('added', bump);
  };
}

/** `t(key, defaultText, values?)` in the current language, and the i18next instance. */
export function useTranslation(): { t: Translate; i18n: I18n | null; language: string } {
  const i18n = useContext(I18nContext);
  const subscribe = useCallback((onChange: () => void) => subscribeTo(i18n, onChange), [i18n]);
  // The same snapshot for the server's render and the hydrating one: a server snapshot of its
  // own (it was -1) made React draw every translated component again, synchronously, right
  // after it adopted the page — the shell, then each screen as it hydrated, every tile included.
  const snapshot = () => (i18n ? (versions.get(i18n) ?? 0) : -1);
  const version = useSyncExternalStore(subscribe, snapshot, snapshot);
  const language = i18n?.language ?? '';
  const t = useMemo<Translate>(() => {
    if (!i18n) return defaultTranslate;
    // `version` and `language` make a new function when the messages change.
    void version;
    return (key, defaultText, values) =>
      i18n.t(key, { ...values, defaultValue: defaultText, lng: language || undefined });
  }, [i18n, version, language]);
  return { t, i18n, language };
}
