/** Applies the SQL migrations in server/drizzle at start-up (drizzle's migrator). */
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { SERVER_ROOT } from '../config.ts';
import type { DatabaseHandle } from './client.ts';

/** The folder drizzle-kit writes migrations to (`pnpm --filter @croupier/server db:generate`). */
export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

/** Brings the database schema up to date; safe to run on every start. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.driver === 'postgres') {
    await migrateNodePg(drizzleNodePg({ client: handle.client as pg.Pool }), config);
  } else {
    await migratePglite(drizzlePglite({ client: handle.client as PGlite }), config);
  }
}
