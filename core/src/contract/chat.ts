/**
 * chat — support chat events, stored only for signed-in players on freshChat (spec §3, §7
 * "chat events"). Not shown in the spec: the payload; it is the provider's event object,
 * carried as JSON text and stored as is.
 */
import * as z from 'zod/mini';
import { defineMethod } from './define.ts';
import { json, one } from './wire.ts';

/** Which way a chat message went. */
export const chatEventType = z.enum(['message_sent', 'message_received']);
export type ChatEventType = z.output<typeof chatEventType>;

export const storeChatEvent = defineMethod({
  group: 'chat',
  name: 'storeChatEvent',
  verb: 'POST',
  access: 'user',
  params: z.object({
    type: chatEventType,
    payload: json(z.record(z.string(), z.unknown())),
  }),
  result: one(),
  doc: 'Stores a sent or received support chat message event.',
});
