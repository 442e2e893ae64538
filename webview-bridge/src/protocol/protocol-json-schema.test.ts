import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_MS } from '../bridge/create-bridge.ts';
import { COMMAND_NAMES, commands } from './commands.ts';
import { EVENT_NAMES, events } from './events.ts';
import { parseIncoming } from './parse-incoming.ts';
import { buildProtocolJsonSchema } from './protocol-json-schema.ts';
import {
  commandExample,
  eventExample,
  renderProtocolReference,
  replaceReference,
} from './protocol-reference.ts';

// A path, not `new URL(…)`: under happy-dom the global URL is not Node's.
const packageRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const schemaPath = join(packageRoot, 'protocol.schema.json');
const docPath = join(packageRoot, 'PROTOCOL.md');
const regenerate = 'run `pnpm --filter @croupier/webview-bridge gen:schema`';

type Schema = {
  $defs: Record<
    string,
    {
      anyOf?: { properties: { command?: { const: string }; event?: { const: string } } }[];
      oneOf?: { properties: { command?: { const: string }; event?: { const: string } } }[];
    }
  >;
};

function namesIn(schema: Schema, def: 'Request' | 'Event', key: 'command' | 'event'): string[] {
  const options = schema.$defs[def]!.oneOf ?? schema.$defs[def]!.anyOf ?? [];
  return options.map((option) => option.properties[key]!.const);
}

describe('protocol.schema.json', () => {
  it(`equals a fresh generation from the zod definitions (${regenerate})`, async () => {
    const committed: unknown = JSON.parse(await readFile(schemaPath, 'utf8'));
    expect(committed).toEqual(buildProtocolJsonSchema());
  });

  it('lists every command and event, with params, result and payload definitions', () => {
    const schema = buildProtocolJsonSchema() as unknown as Schema;
    expect(namesIn(schema, 'Request', 'command')).toEqual(COMMAND_NAMES);
    expect(namesIn(schema, 'Event', 'event')).toEqual(EVENT_NAMES);
    for (const name of COMMAND_NAMES) {
      expect(schema.$defs).toHaveProperty([`${name}.params`]);
      expect(schema.$defs).toHaveProperty([`${name}.result`]);
    }
    for (const name of EVENT_NAMES) expect(schema.$defs).toHaveProperty([`${name}.payload`]);
  });
});

describe('PROTOCOL.md', () => {
  it('documents every command and event of the schema', async () => {
    const doc = await readFile(docPath, 'utf8');
    const schema = buildProtocolJsonSchema() as unknown as Schema;
    const names = [...namesIn(schema, 'Request', 'command'), ...namesIn(schema, 'Event', 'event')];
    expect(names).toHaveLength(COMMAND_NAMES.length + EVENT_NAMES.length);
    for (const name of names) expect(doc).toContain(`### \`${name}\``);
  });

  it(`has a current generated reference section (${regenerate})`, async () => {
    const doc = await readFile(docPath, 'utf8');
    const fresh = replaceReference(
      doc,
      renderProtocolReference(buildProtocolJsonSchema(), DEFAULT_TIMEOUT_MS),
    );
    const config = await prettier.resolveConfig(docPath);
    expect(doc).toBe(await prettier.format(fresh, { ...config, filepath: docPath }));
  });
});

describe('documented examples', () => {
  it.each(COMMAND_NAMES)('%s: the example params and result pass their schemas', (name) => {
    const { params, result } = commands[name].example;
    expect(commands[name].params.safeParse(params).success).toBe(true);
    expect(commands[name].result.safeParse(result).success).toBe(true);
    expect(parseIncoming(JSON.stringify(commandExample(name).response))).toMatchObject({
      ok: true,
    });
  });

  it.each(EVENT_NAMES)('%s: the example message is accepted as is', (name) => {
    expect(parseIncoming(JSON.stringify(eventExample(name)))).toEqual({
      ok: true,
      message: { type: 'event', event: name, payload: events[name].example },
    });
  });
});
