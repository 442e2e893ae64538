/**
 * The envelope every bridge message travels in (PROTOCOL.md, "Envelope").
 *
 * Three message types: `request` (web → native, carries an `id`), `response` (native → web,
 * answers one request by its `id`) and `event` (native → web, unsolicited). Every message names
 * the protocol and its version so a host can refuse what it does not speak, and so the site
 * never acts on anything that merely happens to be JSON (other libraries post messages too).
 *
 * Versioning: additive changes (a new command, event or optional field) keep version 1 — a host
 * answers unknown commands with `unsupported` and the site drops unknown events. A change that
 * would make an old host or an old site misread a message bumps the version.
 */
import * as z from 'zod/mini';

/** The `protocol` field of every message. */
export const PROTOCOL_NAME = 'croupier-bridge';

/** The protocol version this package speaks; a host answers in the version it was asked in. */
export const PROTOCOL_VERSION = 1;

const header = {
  protocol: z.literal(PROTOCOL_NAME).check(z.describe('Always "croupier-bridge".')),
  version: z.literal(PROTOCOL_VERSION).check(z.describe('Protocol version; this is version 1.')),
};

/** A request id: opaque to the host, echoed back in the response. */
const requestId = z
  .string()
  .check(
    z.minLength(1),
    z.maxLength(128),
    z.describe('Opaque request id chosen by the site; the response echoes it.'),
  );

/** Why the host did not carry out a command. */
const bridgeErrorCode = z
  .enum(['unsupported', 'denied', 'failed', 'invalid'])
  .check(
    z.describe(
      'unsupported: this host does not implement the command; denied: the user or the OS refused; ' +
        'failed: the host tried and could not; invalid: the params did not match the schema.',
    ),
  );

/** Why the host did not carry out a command. */
export type BridgeErrorCode = z.infer<typeof bridgeErrorCode>;

/** Every message's fields, before the type-specific ones are looked at. */
export const messageHeader = z.object({
  ...header,
  type: z.enum(['request', 'response', 'event']),
});

/** Builds the request message schema of one command (web → native). */
export function requestMessage<const C extends string, P extends z.ZodMiniType>(
  command: C,
  params: P,
) {
  return z.object({
    ...header,
    type: z.literal('request'),
    id: requestId,
    command: z.literal(command),
    params,
  });
}

/** A successful answer; its `result` is checked against the command's result schema. */
const successResponse = z.object({
  ...header,
  type: z.literal('response'),
  id: requestId,
  ok: z.literal(true),
  result: z.unknown().check(z.describe("The command's result (see the command's result schema).")),
});

/** A refusal or failure of one request. */
const errorResponse = z.object({
  ...header,
  type: z.literal('response'),
  id: requestId,
  ok: z.literal(false),
  error: z.object({
    code: bridgeErrorCode,
    message: z.optional(
      z.string().check(z.maxLength(1000), z.describe('For logs only; never shown to the player.')),
    ),
  }),
});

/** Any response (native → web). */
export const responseMessage = z.discriminatedUnion('ok', [successResponse, errorResponse]);

/** A response (native → web). */
export type ResponseMessage = z.infer<typeof responseMessage>;

/** Any event before its payload is checked against the event's schema. */
export const eventEnvelope = z.object({
  ...header,
  type: z.literal('event'),
  event: z.string(),
  payload: z.unknown(),
});

/** Builds the message schema of one event (native → web). */
export function eventMessage<const E extends string, P extends z.ZodMiniType>(
  event: E,
  payload: P,
) {
  return z.object({ ...header, type: z.literal('event'), event: z.literal(event), payload });
}
