/**
 * The one way the reference server "sends" e-mail and SMS: it writes the message to the
 * `outbox` table. Nothing leaves the machine; tests read codes from the table and developers
 * read them at `/dev/outbox`.
 */
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/index.ts';

/** How a message travels. */
export type OutboxChannel = 'email' | 'sms';

/** A message to "send". */
export interface OutgoingMessage {
  userId?: number | null;
  channel: OutboxChannel;
  /** E-mail address or phone number. */
  to: string;
  /** What the message is for (`confirm_contact`, `restore_password`, `support_feedback`…). */
  template: string;
  /** The code the recipient types back, when there is one. */
  code?: string | null;
  body: string;
  /** Seconds the code stays valid (codes only). */
  expiresInSeconds?: number;
}

/** A written outbox row's id and the moment its code expires (null without one). */
export interface SentMessage {
  id: number;
  expiresAt: Date | null;
}

/** Writes a message to the outbox; returns its id. */
export async function sendMessage(db: Db, message: OutgoingMessage): Promise<SentMessage> {
  const expiresAt =
    message.expiresInSeconds === undefined
      ? null
      : new Date(Date.now() + message.expiresInSeconds * 1000);
  const [row] = await db
    .insert(outbox)
    .values({
      userId: message.userId ?? null,
      channel: message.channel,
      recipient: message.to,
      purpose: message.template,
      code: message.code ?? null,
      body: message.body,
      expiresAt,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('Outbox insert returned nothing');
  return { id: row.id, expiresAt };
}
