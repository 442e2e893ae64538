/**
 * Text for the shell's own screens and sheets, which render beside web's <App/> (outside its
 * i18n context): the same message files, loaded and read by web's own functions
 * (`loadMessages`, `messageText`), so lookups and `{name}` values follow one set of rules, with
 * the default text from code when a message is missing (§8). `loadMessages` asks once per
 * platform and locale: the shell reads the file the app already asked for.
 */
import { loadMessages, messageText, type MessageTree, type Platform } from '@croupier/web';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';

/** `t(key, defaultText, values?)`. */
export type ShellTranslate = (
  key: string,
  defaultText: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** A translator over a message tree. */
export function translator(tree: MessageTree): ShellTranslate {
  return (key, defaultText, values) => messageText(tree, key, defaultText, values);
}

/** The translator for `locale`, once its messages are in (outside React). */
export async function loadShellText(
  platform: Pick<Platform, 'fetchJson' | 'log'>,
  locale: string,
): Promise<ShellTranslate> {
  return translator(locale ? await loadMessages(platform, locale) : {});
}

/** The translator for the locale on screen; defaults until its messages arrive. */
export function useShellText(platform: Platform): ShellTranslate {
  const locale = useSnapshot(platform.stores.locale.state).current;
  const [loaded, setLoaded] = useState<{ locale: string; t: ShellTranslate } | null>(null);
  useEffect(() => {
    if (!locale) return;
    let live = true;
    void loadMessages(platform, locale).then((tree) => {
      if (live) setLoaded({ locale, t: translator(tree) });
    });
    return () => {
      live = false;
    };
  }, [platform, locale]);
  return loaded && loaded.locale === locale ? loaded.t : translator({});
}
