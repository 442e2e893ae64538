/** Database access: the connection, migrations and the schema. */
export { openDatabase } from './client.ts';
export type { Db, DatabaseHandle } from './client.ts';
export { migrateDatabase } from './migrate.ts';
export * as schema from './schema/index.ts';
