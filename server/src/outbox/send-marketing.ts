/**
 * Marketing messages (offers, newsletters) go through here, never straight to sendMessage: a
 * player who unsubscribed, took a time-out or self-excluded gets none (issue 18, UKGC
 * self-exclusion rules), while transactional mail — codes, withdrawals — still goes.
 */
import type { Db } from '../db/client.ts';
import { mayMarketTo } from '../responsible-gaming/index.ts';
import { sendMessage, type OutgoingMessage, type SentMessage } from './send.ts';

// No caller yet: the marketing sender the blocks must silence; responsible-gaming.test.ts checks that.
/** Writes a marketing message to the outbox, or nothing (null) when the player may not get it. */
export async function sendMarketingMessage(
  db: Db,
  message: OutgoingMessage & { userId: number },
  now: Date = new Date(),
): Promise<SentMessage | null> {
  if (!(await mayMarketTo(db, message.userId, now))) return null;
  return sendMessage(db, message);
}
