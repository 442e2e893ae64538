/**
 * Text for the shell's own screens and sheets, which render beside web's <App/> (outside its
 * i18n context): the same message files (`/nfx/i18n/messages/{locale}`), looked up by dotted
 * key, with the default text from code when a message is missing (§8).
 */
import type { Platform } from '@croupier/web';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';

/** `t(key, defaultText, values?)`. */
export type ShellTranslate = (
  key: string,
  defaultText: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

type Tree = { [key: string]: Tree | string };

const cache = new Map<string, Promise<Tree>>();

/** Fills `{name}` placeholders. */
export function interpolate(text: string, values?: Readonly<Record<string, string | number>>) {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The message at a dotted key of a nested message tree, or null. */
export function lookup(tree: Tree, key: string): string | null {
  let node: Tree | string | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return null;
    node = node[part];
  }
  return typeof node === 'string' ? node : null;
}

/** A translator over a message tree. */
export function translator(tree: Tree): ShellTranslate {
  return (key, defaultText, values) => interpolate(lookup(tree, key) ?? defaultText, values);
}

function messagesOf(platform: Pick<Platform, 'fetchJson' | 'log'>, locale: string): Promise<Tree> {
  let pending = cache.get(locale);
  if (!pending) {
    pending = platform
      .fetchJson<Tree>(`/nfx/i18n/messages/${encodeURIComponent(locale)}`)
      .catch((error: unknown) => {
        platform.log(error);
        return {};
      });
    cache.set(locale, pending);
  }
  return pending;
}

/** The translator for `locale`, once its messages are in (outside React). */
export async function loadShellText(
  platform: Pick<Platform, 'fetchJson' | 'log'>,
  locale: string,
): Promise<ShellTranslate> {
  return translator(locale ? await messagesOf(platform, locale) : {});
}

/** The translator for the locale on screen; defaults until its messages arrive. */
export function useShellText(platform: Platform): ShellTranslate {
  const locale = useSnapshot(platform.stores.locale.state).current;
  const [loaded, setLoaded] = useState<{ locale: string; t: ShellTranslate } | null>(null);
  useEffect(() => {
    if (!locale) return;
    let live = true;
    void messagesOf(platform, locale).then((tree) => {
      if (live) setLoaded({ locale, t: translator(tree) });
    });
    return () => {
      live = false;
    };
  }, [platform, locale]);
  return loaded && loaded.locale === locale ? loaded.t : translator({});
}
