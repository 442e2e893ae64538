/**
 * Opens the database behind one Drizzle type: embedded PGlite (a data directory, or memory for
 * tests) by default, PostgreSQL through a `pg` Pool when DATABASE_URL is set.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import * as schema from './schema/index.ts';

/** The schema object Drizzle is typed with. */
export type Schema = typeof schema;
/** A Drizzle database over PGlite or PostgreSQL; the code above this file never knows which. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A Drizzle transaction (also usable wherever a Db is expected). */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** An open database and how to close it. */
export interface DatabaseHandle {
  db: Db;
  /** `pglite` or `postgres`, for /health and for the migrator. */
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** @internal the raw client, for the driver-specific migrator. */
  readonly client: PGlite | pg.Pool;
}

/** Where to open the database: a PostgreSQL URL, or a PGlite data directory (':memory:'). */
export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** An in-memory database starts as this dump (`PGlite.dumpDataDir`) instead of empty. */
  snapshot?: Blob | undefined;
}

/** Opens PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir`. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    // An idle client losing its connection must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
    return { db, driver: 'postgres', client: pool, close: () => pool.end() };
  }
  let client: PGlite;
  if (options.dataDir === ':memory:') {
    client = new PGlite(options.snapshot ? { loadDataDir: options.snapshot } : {});
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir);
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, driver: 'pglite', client, close: () => client.close() };
}

/** Runs raw SQL and returns its rows, whichever driver is underneath. */
export async function queryRows<T extends Record<string, unknown>>(
  db: Db,
  query: SQL,
): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
