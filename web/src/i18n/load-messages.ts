/** Loading a locale's messages (spec §7 "Other calls", §8 "Locale loading failure"). */
import type { contract } from '@croupier/core';
import type { Platform } from '../app/platform.ts';
import { messagesPath } from '../app/endpoints.ts';

/** A nested set of messages addressed by dotted keys. */
export type MessageTree = contract.i18n.MessageTree;

/** The messages of `locale`; on failure the error is logged and the set is empty (defaults from code). */
export async function loadMessages(
  platform: Pick<Platform, 'fetchJson' | 'log'>,
  locale: string,
): Promise<MessageTree> {
  try {
    const messages = await platform.fetchJson<MessageTree>(messagesPath(locale));
    return typeof messages === 'object' && messages !== null ? messages : {};
  } catch (error) {
    platform.log(error);
    return {};
  }
}
