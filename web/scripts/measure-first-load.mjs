#!/usr/bin/env node
/**
 * First-load JS of the home route, brotli (DESIGN §9 budget: 95 KB), from the build manifest
 * (`web/dist/.vite/manifest.json`, after `pnpm --filter @croupier/web build`).
 *
 * Reports three numbers:
 * - entry: the entry chunk and its static imports — what runs before the app can start (the
 *   budgeted number; exits 1 when it is over the budget);
 * - start-up: plus the chunks the start-up loads in parallel with its first requests (the
 *   data layer with core's API client and contract, and i18next);
 * - home: plus the home screen and its static imports — every script the home page downloads.
 *
 * Usage: node web/scripts/measure-first-load.mjs [distDir] [--budget-kb=95]
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const args = process.argv.slice(2);
const dist = resolve(
  args.find((a) => !a.startsWith('--')) ?? new URL('../dist', import.meta.url).pathname,
);
const budgetKb = Number(
  (args.find((a) => a.startsWith('--budget-kb=')) ?? '--budget-kb=95').split('=')[1],
);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const brotli = (file) =>
  brotliCompressSync(readFileSync(join(dist, file)), {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const keyEnding = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const startup = new Set(entry);
for (const lazy of ['src/app/data-layer.ts', 'src/i18n/create-i18n.ts'])
  closure(keyEnding(lazy), startup);
const home = new Set(startup);
closure(keyEnding('src/screens/home/HomeScreen.tsx'), home);

const kb = (keys) =>
  [...keys]
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + brotli(file), 0) / 1024;

const entryKb = kb(entry);
console.log(
  `entry + static imports:           ${entryKb.toFixed(1)} KB brotli (budget ${budgetKb} KB)`,
);
console.log(`+ start-up chunks (data, i18next): ${kb(startup).toFixed(1)} KB brotli`);
console.log(`+ home screen (all home-page JS):  ${kb(home).toFixed(1)} KB brotli`);
if (entryKb > budgetKb) {
  console.error(`over budget by ${(entryKb - budgetKb).toFixed(1)} KB`);
  process.exit(1);
}
