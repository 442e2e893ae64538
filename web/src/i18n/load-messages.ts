/** Loading a locale's messages (spec §7 "Other calls", §8 "Locale loading failure"). */
import type { contract } from '@croupier/core';
import type { Platform } from '../app/platform.ts';
import { messagesPath } from '../app/endpoints.ts';

/** A nested set of messages addressed by dotted keys. */
export type MessageTree = contract.i18n.MessageTree;

type Loader = Pick<Platform, 'fetchJson' | 'log'>;

// One request per platform and locale while it succeeds: the app and a shell beside it (the
// Mini App's sheets) read the same file, which went out twice in every launch.
const loaded = new WeakMap<Loader, Map<string, Promise<MessageTree>>>();

/**
 * The messages of `locale`; on failure the error is logged and the set is empty (defaults from
 * code), and the next call asks again.
 */
export function loadMessages(platform: Loader, locale: string): Promise<MessageTree> {
  let byLocale = loaded.get(platform);
  if (!byLocale) loaded.set(platform, (byLocale = new Map()));
  const known = byLocale.get(locale);
  if (known) return known;
  const asked = byLocale;
  const pending = platform.fetchJson<MessageTree>(messagesPath(locale)).then(
    (messages) => (typeof messages === 'object' && messages !== null ? messages : {}),
    (error: unknown) => {
      platform.log(error);
      asked.delete(locale);
      return {};
    },
  );
  byLocale.set(locale, pending);
  return pending;
}
