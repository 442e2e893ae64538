/**
 * First-load JS of a built client, brotli (DESIGN §9), from its Vite build manifest
 * (`<dist>/.vite/manifest.json`). Shared by web's and the miniapp's budget scripts, which only
 * say which modules their start-up loads.
 *
 * Counts every script the first route downloads before it is interactive, each chunk once:
 * - entry: the entry chunk and its static imports (modulepreloaded by index.html);
 * - start-up: the chunks the start-up always loads (`boot`) and their static imports;
 * - home: the home screen chunk and its static imports.
 * Shown but not counted: what the app loads once it has started (`afterBoot`) and what it loads
 * only in some cases (`onDemand`, plus whatever the after-start chunks import dynamically).
 * Exits non-zero over budget, when a listed module is missing from the build (a rename must not
 * silently shrink the count), or when a counted chunk (any listed one, with `zodFreeEverywhere`)
 * carries zod (schemas are for the server
 * and for types; clients call with `@croupier/core/refs`).
 *
 * Usage of a client's script: node <client>/scripts/measure-first-load.mjs [distDir]
 *   [--budget-kb=N] [--json]
 */
import { readFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** zod 4 keeps its internals under `_zod` on every schema; minifiers do not rename properties. */
const ZOD_MARKER = '._zod';

const brotliKb = (code) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

/**
 * Measures one client and prints the report (or JSON with `--json` in `argv`).
 * @param {{ label: string, defaultDist: string, budgetKb: number, boot: string[],
 *   home: string[], afterBoot: string[], onDemand: string[], zodFreeEverywhere?: boolean,
 *   argv?: string[] }} client
 */
export function runFirstLoadBudget(client) {
  const args = client.argv ?? process.argv.slice(2);
  const dist = resolve(args.find((a) => !a.startsWith('--')) ?? client.defaultDist);
  const budgetArg = args.find((a) => a.startsWith('--budget-kb='));
  const budgetKb = budgetArg ? Number(budgetArg.split('=')[1]) : client.budgetKb;
  const asJson = args.includes('--json');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const problems = [];

  // A module that shares its chunk with others is keyed by the chunk (`_start-services-<hash>.js`);
  // it is then found by its chunk's name.
  const keyOf = (src) => {
    if (manifest[src]) return src;
    const name = basename(src, extname(src));
    const key = Object.keys(manifest).find(
      (k) => manifest[k].src === src || (manifest[k].isDynamicEntry && manifest[k].name === name),
    );
    if (!key) problems.push(`${src} is not in the build manifest: update this script's lists`);
    return key;
  };
  const closure = (key, listed, into = []) => {
    if (key === undefined || listed.has(key) || !manifest[key]) return into;
    listed.add(key);
    into.push(key);
    for (const dep of manifest[key].imports ?? []) closure(dep, listed, into);
    return into;
  };
  const afterBootDynamic = client.afterBoot.flatMap(
    (src) => manifest[keyOf(src)]?.dynamicImports ?? [],
  );

  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const listed = new Set();
  const groups = [
    { title: 'entry + static imports', counted: true, keys: closure(entryKey, listed) },
    ...[
      ['start-up chunks', true, client.boot],
      ['home screen', true, client.home],
      ['after start-up (not counted)', false, client.afterBoot],
      ['on demand only (not counted)', false, [...client.onDemand, ...afterBootDynamic]],
    ].map(([title, counted, modules]) => ({
      title,
      counted,
      keys: modules.flatMap((src) => closure(keyOf(src), listed)),
    })),
  ].map(({ title, counted, keys }) => {
    const chunks = keys
      .map((key) => ({ key, file: manifest[key].file }))
      .filter(({ file }) => file.endsWith('.js'))
      .map((chunk) => {
        const code = readFileSync(join(dist, chunk.file));
        const zod = code.includes(ZOD_MARKER);
        if (zod && (counted || client.zodFreeEverywhere))
          problems.push(`${chunk.file} (${chunk.key}) carries zod`);
        return { ...chunk, kb: brotliKb(code), zod };
      })
      .sort((a, b) => b.kb - a.kb);
    return { title, counted, kb: chunks.reduce((sum, c) => sum + c.kb, 0), chunks };
  });

  const totalKb = groups.filter((g) => g.counted).reduce((sum, g) => sum + g.kb, 0);
  if (totalKb > budgetKb) problems.push(`over budget by ${(totalKb - budgetKb).toFixed(1)} KB`);

  if (asJson) {
    console.log(JSON.stringify({ totalKb, budgetKb, groups, problems }, null, 2));
  } else {
    for (const group of groups) {
      console.log(`${group.title}: ${group.kb.toFixed(1)} KB`);
      for (const c of group.chunks)
        console.log(`  ${c.kb.toFixed(1).padStart(6)} KB  ${c.file}  (${c.key})`);
    }
    console.log(
      `first-load JS of ${client.label}: ${totalKb.toFixed(1)} KB brotli (budget ${budgetKb} KB)`,
    );
    for (const problem of problems) console.error(`budget: ${problem}`);
  }
  if (problems.length > 0) process.exit(1);
}
