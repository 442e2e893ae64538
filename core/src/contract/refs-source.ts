/**
 * The text of `refs.gen.ts`: one zod-free `MethodRef` per contract method, typed from its
 * definition through `import type` only, so a client that calls by ref bundles no schema.
 * Written by `pnpm --filter @croupier/core gen:refs`; a unit test compares it with the file.
 */
import type { MethodDef } from './define.ts';

const isMethodDef = (v: unknown): v is MethodDef =>
  typeof v === 'object' && v !== null && 'path' in v && 'verb' in v && 'params' in v;

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** The source of `refs.gen.ts` for `groups` (the contract's `groups`, keyed by group name). */
export function refsSource(groups: Readonly<Record<string, object>>): string {
  const out = [
    '// Generated from the contract by `pnpm --filter @croupier/core gen:refs`',
    '// (core/scripts/generate-method-refs.ts). Do not edit: a unit test fails when it drifts.',
    "import type { MethodRef } from './define.ts';",
    "import type { groups } from './index.ts';",
  ];
  for (const [group, mod] of Object.entries(groups)) {
    // Sorted: module namespaces list their keys in different orders across loaders.
    const methods = Object.entries(mod)
      .filter((entry): entry is [string, MethodDef] => isMethodDef(entry[1]))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [key, def] of methods)
      if (key !== def.name || def.group !== group)
        throw new Error(`${group}.${key} declares ${def.group}.${def.name}`);
    out.push('', `/** \`${group}\`: what a client needs to call each method. */`);
    if (methods.length === 0) {
      out.push(`export const ${group}: Record<string, never> = {};`);
      continue;
    }
    out.push(`export const ${group}: {`);
    for (const [key] of methods)
      out.push(`  readonly ${key}: MethodRef<typeof groups.${group}.${key}>;`);
    out.push('} = {');
    for (const [key, def] of methods) {
      out.push(
        `  ${key}: {`,
        `    group: ${quote(def.group)},`,
        `    name: ${quote(def.name)},`,
        `    verb: ${quote(def.verb)},`,
        `    path: ${quote(def.path)},`,
        `    idempotent: ${def.idempotent},`,
        '  },',
      );
    }
    out.push('};');
  }
  return `${out.join('\n')}\n`;
}
