/**
 * events — site events reported to the operator (spec §7). Not shown in the spec: event names
 * and parameters. Names are snake_case identifiers (`sign_up`, `make_deposit`); parameters are
 * a flat JSON object of strings, numbers and booleans, so the server can store them as is.
 */
import * as z from 'zod/mini';
import { defineMethod } from './define.ts';
import { json, one } from './wire.ts';

/** An event name such as `pageview` or `make_deposit`. */
export const eventName = z.string().check(z.regex(/^[a-z][a-z0-9_]{0,63}$/));

/** Flat event parameters. */
export const eventParams = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.null()]),
);
export type EventParams = z.output<typeof eventParams>;

export const handle = defineMethod({
  group: 'events',
  name: 'handle',
  verb: 'GET',
  access: 'any',
  params: z.object({ event_name: eventName, event_params: z.optional(json(eventParams)) }),
  result: one(),
  doc: 'Records a site event with its parameters.',
});
