/**
 * One migrated, empty in-memory database per run, for every test server to start from: a fresh
 * PGlite spends seconds creating its cluster (initdb) and applying the migrations, and a run
 * starts over a hundred servers. Vitest's global setup dumps that database once into a file;
 * `startTestServer` opens a copy of it (under a second) and still runs the migrator, which then
 * finds nothing to do. PostgreSQL runs (DATABASE_URL) create their databases as before.
 */
import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a migrated, empty database; '' when the run uses PostgreSQL. */
    migratedDatabase: string;
  }
}

/** Vitest global setup of the server project: writes the dump, removes it after the run. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('migratedDatabase', '');
    return () => {};
  }
  const dir = mkdtempSync(join(tmpdir(), 'croupier-test-db-'));
  const file = join(dir, 'migrated.tar');
  const handle = await openDatabase({ dataDir: ':memory:' });
  try {
    await migrateDatabase(handle);
    const dump = await (handle.client as PGlite).dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('migratedDatabase', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

let dump: Promise<Blob> | undefined;

/**
 * The migrated database to start an in-memory server from, when this run has one: one Blob
 * backed by the file per test file, however many servers it starts (PGlite only reads it).
 */
export function migratedDatabase(): Promise<Blob> | undefined {
  const file = inject('migratedDatabase');
  if (!file) return undefined;
  dump ??= openAsBlob(file);
  return dump;
}
