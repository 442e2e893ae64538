/**
 * Writes protocol.schema.json and PROTOCOL.md's reference section from the zod definitions in
 * src/protocol, formatted with the repository's Prettier settings so `prettier --check` agrees.
 * Run: `pnpm --filter @croupier/webview-bridge gen:schema`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { DEFAULT_TIMEOUT_MS } from '../src/bridge/create-bridge.ts';
import { buildProtocolJsonSchema } from '../src/protocol/protocol-json-schema.ts';
import { renderProtocolReference, replaceReference } from '../src/protocol/protocol-reference.ts';

async function format(text: string, filepath: string): Promise<string> {
  const config = await prettier.resolveConfig(filepath);
  return prettier.format(text, { ...config, filepath });
}

const schemaPath = fileURLToPath(new URL('../protocol.schema.json', import.meta.url));
const docPath = fileURLToPath(new URL('../PROTOCOL.md', import.meta.url));

const schema = buildProtocolJsonSchema();
await writeFile(schemaPath, await format(JSON.stringify(schema, null, 2), schemaPath));

const reference = renderProtocolReference(schema, DEFAULT_TIMEOUT_MS);
const document = replaceReference(await readFile(docPath, 'utf8'), reference);
await writeFile(docPath, await format(document, docPath));

console.log(`wrote ${schemaPath} and the reference section of ${docPath}`);
