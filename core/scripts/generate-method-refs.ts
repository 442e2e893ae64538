/**
 * Writes `src/contract/refs.gen.ts` (zod-free method refs for clients) from the contract's
 * groups. Run after changing the contract: `pnpm --filter @croupier/core gen:refs`.
 */
import { writeFileSync } from 'node:fs';
import { groups } from '../src/contract/index.ts';
import { refsSource } from '../src/contract/refs-source.ts';

const target = new URL('../src/contract/refs.gen.ts', import.meta.url);
writeFileSync(target, refsSource(groups));
console.log(`wrote ${target.pathname}`);
