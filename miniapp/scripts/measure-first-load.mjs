#!/usr/bin/env node
/**
 * First-load JS of the Mini App, brotli (DESIGN §9 budget: 120 KB), from the build manifest
 * (`miniapp/dist/.vite/manifest.json`, after `pnpm --filter @croupier/miniapp build`). Mirrors
 * web's `scripts/measure-first-load.mjs`.
 *
 * Counts every script a launch inside Telegram downloads before the home route is interactive,
 * each chunk once:
 * - entry: the entry chunk and its static imports (web's <App/>, tma.js, the shell);
 * - start-up: the chunks the start-up always loads (`BOOT_MODULES`: the data layer, which the
 *   Telegram sign-in needs first) and their static imports;
 * - home: the home screen chunk and its static imports.
 * Shown but not counted: what loads once the app has started (`AFTER_BOOT_MODULES`) and what
 * loads only in some cases (`ON_DEMAND_MODULES`: i18next, the outside-Telegram screen).
 *
 * Exits 1 when the total is over the budget, when a module named below is no longer in the
 * build, or when a counted chunk carries zod.
 *
 * Usage: node miniapp/scripts/measure-first-load.mjs [distDir] [--budget-kb=120] [--json]
 */
import { readFileSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** Lazy modules every start loads: web's data layer (API client, method refs). */
const BOOT_MODULES = ['../web/src/app/data-layer.ts'];
/** The home route's screen (preloaded by web's start-up). */
const HOME_MODULES = ['../web/src/screens/home/HomeScreen.tsx'];
/** Loaded on every start once the app has rendered: web's platform services and analytics. */
const AFTER_BOOT_MODULES = [
  '../web/src/services/start-services.ts',
  '../web/src/services/events-analytics.ts',
];
/** Loaded only in some cases. */
const ON_DEMAND_MODULES = ['../web/src/i18n/create-i18n.ts', 'src/outside-telegram.tsx'];
const ZOD_MARKER = '._zod';

const args = process.argv.slice(2);
const dist = resolve(
  args.find((a) => !a.startsWith('--')) ?? new URL('../dist', import.meta.url).pathname,
);
const budgetKb = Number(
  (args.find((a) => a.startsWith('--budget-kb=')) ?? '--budget-kb=120').split('=')[1],
);
const asJson = args.includes('--json');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const problems = [];

const brotliKb = (code) =>
  brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length / 1024;

/** The manifest key of a source module (a shared chunk is found by its name). */
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

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const listed = new Set();
const groups = [
  { title: 'entry + static imports', counted: true, keys: closure(entryKey, listed) },
  ...[
    ['start-up chunks', true, BOOT_MODULES],
    ['home screen', true, HOME_MODULES],
    ['after start-up (not counted)', false, AFTER_BOOT_MODULES],
    ['on demand only (not counted)', false, ON_DEMAND_MODULES],
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
      if (zod && counted) problems.push(`${chunk.file} (${chunk.key}) carries zod`);
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
    `first-load JS of the Mini App: ${totalKb.toFixed(1)} KB brotli (budget ${budgetKb} KB)`,
  );
  for (const problem of problems) console.error(`budget: ${problem}`);
}
if (problems.length > 0) process.exit(1);
