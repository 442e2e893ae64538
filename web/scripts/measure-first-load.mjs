#!/usr/bin/env node
/**
 * First-load JS of the home route, brotli (DESIGN §9 budget: 95 KB), from the build manifest
 * (`web/dist/.vite/manifest.json`, after `pnpm --filter @croupier/web build`).
 *
 * Counts every script the home route downloads before it is interactive, each chunk once:
 * - entry: the entry chunk and its static imports (modulepreloaded by index.html);
 * - start-up: the chunks the start-up always loads (`BOOT_MODULES`) and their static imports;
 * - home: the home screen chunk (preloaded as soon as the locale config is known) and its
 *   static imports.
 * Shown but not counted: what the app loads once it has started (`AFTER_BOOT_MODULES`) and
 * what it loads only in some cases (`ON_DEMAND_MODULES`). The e2e suite
 * (`tests/e2e/first-load-budget.spec.ts`) checks these lists against what a browser loads.
 *
 * Exits 1 when the total is over the budget, when a module named below is no longer in the
 * build (a rename must not silently shrink the count), or when any chunk listed carries zod
 * (schemas are for the server and for types; clients call with `@croupier/core/refs`).
 *
 * Usage: node web/scripts/measure-first-load.mjs [distDir] [--budget-kb=95] [--json]
 */
import { readFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** Lazy modules `app/boot.ts` loads on every start, whatever the route. */
const BOOT_MODULES = ['src/app/data-layer.ts'];
/** The home route's screen (`router/routes.tsx`, preloaded by `app/use-boot.ts`). */
const HOME_MODULES = ['src/screens/home/HomeScreen.tsx'];
/** Loaded on every start once the app has rendered: the platform services and analytics. */
const AFTER_BOOT_MODULES = ['src/services/start-services.ts', 'src/services/events-analytics.ts'];
/**
 * Loaded only in some cases: i18next, which `i18n/app-i18n.ts` loads only for messages with
 * plural forms, nesting or formats (the reference content has none) — and whatever the
 * after-start modules import dynamically (the support chat adapter the CMS config names).
 */
const ON_DEMAND_MODULES = ['src/i18n/create-i18n.ts'];
/** zod 4 keeps its internals under `_zod` on every schema; minifiers do not rename properties. */
const ZOD_MARKER = '._zod';

const args = process.argv.slice(2);
const dist = resolve(
  args.find((a) => !a.startsWith('--')) ?? new URL('../dist', import.meta.url).pathname,
);
const budgetKb = Number(
  (args.find((a) => a.startsWith('--budget-kb=')) ?? '--budget-kb=95').split('=')[1],
);
const asJson = args.includes('--json');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const problems = [];

const brotliKb = (code) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

/**
 * The manifest key of a source module. A module that shares its chunk with others is keyed
 * by the chunk (`_start-services-<hash>.js`); it is then found by its chunk's name.
 */
function keyOf(src) {
  if (manifest[src]) return src;
  const name = basename(src, extname(src));
  const key = Object.keys(manifest).find(
    (k) => manifest[k].src === src || (manifest[k].isDynamicEntry && manifest[k].name === name),
  );
  if (!key) problems.push(`${src} is not in the build manifest: update this script's lists`);
  return key;
}

/** A chunk and everything it imports statically, skipping chunks already listed. */
function closure(key, listed, into = []) {
  if (key === undefined || listed.has(key) || !manifest[key]) return into;
  listed.add(key);
  into.push(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, listed, into);
  return into;
}

/** What the after-start modules' chunks import dynamically (manifest keys are source paths). */
function afterBootDynamic() {
  return AFTER_BOOT_MODULES.flatMap((src) => manifest[keyOf(src)]?.dynamicImports ?? []);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const listed = new Set();
const groups = [
  { title: 'entry + static imports', counted: true, keys: closure(entryKey, listed) },
  ...[
    ['start-up chunks', true, BOOT_MODULES],
    ['home screen', true, HOME_MODULES],
    ['after start-up (not counted)', false, AFTER_BOOT_MODULES],
    ['on demand only (not counted)', false, [...ON_DEMAND_MODULES, ...afterBootDynamic()]],
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
      if (zod) problems.push(`${chunk.file} (${chunk.key}) carries zod`);
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
    `first-load JS of the home route: ${totalKb.toFixed(1)} KB brotli (budget ${budgetKb} KB)`,
  );
  for (const problem of problems) console.error(`budget: ${problem}`);
}
if (problems.length > 0) process.exit(1);
