/**
 * Checks one raw message from the host. Anything that is not exactly a version-1 response or a
 * known event with a well-formed payload comes back as `dropped` with a reason to log; the bridge
 * never acts on it. (A response's `result` is checked by the bridge, which knows the command.)
 */
import type * as z from 'zod/mini';
import {
  PROTOCOL_NAME,
  PROTOCOL_VERSION,
  eventEnvelope,
  messageHeader,
  responseMessage,
} from './envelope.ts';
import type { ResponseMessage } from './envelope.ts';
import { events, isEventName } from './events.ts';
import type { EventName, EventPayload } from './events.ts';

/** A host message that passed every check. */
export type IncomingMessage =
  | { readonly type: 'response'; readonly response: ResponseMessage }
  | {
      readonly type: 'event';
      readonly event: EventName;
      readonly payload: EventPayload<EventName>;
    };

/** The outcome of checking one raw host message. */
export type ParseOutcome =
  | { readonly ok: true; readonly message: IncomingMessage }
  | {
      readonly ok: false;
      readonly reason: string;
      /** The message does not even claim to be ours (another library's message). */
      readonly foreign: boolean;
    };

function dropped(reason: string, foreign = false): ParseOutcome {
  return { ok: false, reason, foreign };
}

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** Checks one raw host message: a JSON string or an already-parsed object. */
export function parseIncoming(raw: unknown): ParseOutcome {
  let data: unknown = raw;
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw);
    } catch {
      return dropped('not JSON', true);
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return dropped('not a JSON object', true);
  }
  const fields = data as Record<string, unknown>;
  if (fields['protocol'] !== PROTOCOL_NAME) return dropped('not a croupier-bridge message', true);
  if (fields['version'] !== PROTOCOL_VERSION) {
    return dropped(`unsupported protocol version ${JSON.stringify(fields['version'])}`);
  }
  const header = messageHeader.safeParse(data);
  if (!header.success) return dropped(`bad header: ${describeIssues(header.error)}`);

  switch (header.data.type) {
    case 'request':
      return dropped('requests only travel web → native');
    case 'response': {
      const response = responseMessage.safeParse(data);
      if (!response.success) return dropped(`bad response: ${describeIssues(response.error)}`);
      return { ok: true, message: { type: 'response', response: response.data } };
    }
    case 'event': {
      const envelope = eventEnvelope.safeParse(data);
      if (!envelope.success) return dropped(`bad event: ${describeIssues(envelope.error)}`);
      const name = envelope.data.event;
      if (!isEventName(name)) return dropped(`unknown event ${JSON.stringify(name)}`);
      const payload = events[name].payload.safeParse(envelope.data.payload);
      if (!payload.success) {
        return dropped(`bad ${name} payload: ${describeIssues(payload.error)}`);
      }
      return {
        ok: true,
        message: { type: 'event', event: name, payload: payload.data as EventPayload<EventName> },
      };
    }
  }
}
