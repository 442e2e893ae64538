/**
 * Builds `protocol.schema.json` from the zod definitions (commands.ts, events.ts, envelope.ts):
 * the one source of every shape. A unit test keeps the committed file equal to this output.
 */
import * as z from 'zod/mini';
import { COMMAND_NAMES, commands } from './commands.ts';
import {
  PROTOCOL_NAME,
  PROTOCOL_VERSION,
  eventMessage,
  requestMessage,
  responseMessage,
} from './envelope.ts';
import { EVENT_NAMES, events } from './events.ts';

/** A JSON Schema document, as plain JSON. */
export type JsonSchema = { readonly [key: string]: unknown };

interface Meta {
  id: string;
  description?: string;
  examples?: unknown[];
}

/** The id of a command's params, a command's result or an event's payload under `$defs`. */
export const schemaIds = {
  params: (command: string) => `${command}.params`,
  result: (command: string) => `${command}.result`,
  payload: (event: string) => `${event}.payload`,
};

function nonEmpty<T>(items: T[]): [T, ...T[]] {
  if (items.length === 0) throw new Error('expected at least one schema');
  return items as [T, ...T[]];
}

/** Builds the protocol's JSON Schema (draft 2020-12): any message, with every shape in `$defs`. */
export function buildProtocolJsonSchema(): JsonSchema {
  const registry = z.registry<Meta>();
  for (const name of COMMAND_NAMES) {
    const definition = commands[name];
    registry.add(definition.params, {
      id: schemaIds.params(name),
      description: definition.summary,
      examples: [definition.example.params],
    });
  }
  for (const name of EVENT_NAMES) {
    const definition = events[name];
    registry.add(definition.payload, {
      id: schemaIds.payload(name),
      description: definition.summary,
      examples: [definition.example],
    });
  }
  const request = z.discriminatedUnion(
    'command',
    nonEmpty(COMMAND_NAMES.map((name) => requestMessage(name, commands[name].params))),
  );
  const event = z.discriminatedUnion(
    'event',
    nonEmpty(EVENT_NAMES.map((name) => eventMessage(name, events[name].payload))),
  );
  registry.add(request, { id: 'Request', description: 'A command, web → native.' });
  registry.add(responseMessage, {
    id: 'Response',
    description: 'The answer to one request, native → web; `id` echoes the request.',
  });
  registry.add(event, { id: 'Event', description: 'An unsolicited event, native → web.' });

  const { $schema, $defs, ...rest } = toJsonSchema(z.union([request, responseMessage, event]), {
    metadata: registry,
  });
  // A response does not name its command, so results are not reachable from the message schema:
  // they are added to $defs beside the params they answer.
  const results = Object.fromEntries(
    COMMAND_NAMES.map((name) => {
      const { $schema: _, ...result } = toJsonSchema(commands[name].result);
      return [
        schemaIds.result(name),
        {
          ...result,
          description: `What ${name} answers on success.`,
          examples: [commands[name].example.result],
        },
      ];
    }),
  );
  return {
    $schema,
    title: `Croupier web view bridge protocol (${PROTOCOL_NAME}, version ${PROTOCOL_VERSION})`,
    description:
      'Every message between the Croupier site and its native host. Generated from ' +
      'webview-bridge/src/protocol by `pnpm --filter @croupier/webview-bridge gen:schema`; ' +
      'do not edit by hand.',
    ...rest,
    $defs: { ...($defs as JsonSchema), ...results },
  };
}

function toJsonSchema(
  schema: z.ZodMiniType,
  options: { metadata?: z.core.$ZodRegistry<Meta> } = {},
) {
  return z.toJSONSchema(schema, {
    ...options,
    io: 'input',
    target: 'draft-2020-12',
    override(context) {
      // Field descriptions live in the global registry (z.describe); ids in ours.
      const description = z.globalRegistry.get(context.zodSchema)?.description;
      if (description && context.jsonSchema.description === undefined) {
        context.jsonSchema.description = description;
      }
    },
  }) as JsonSchema;
}
