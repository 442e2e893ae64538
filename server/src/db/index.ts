/** Database access: the connection, migrations and the schema. */
export { openDatabase } from './client.ts';
export type { Db, Tx, Schema, DatabaseHandle, DatabaseOptions } from './client.ts';
export { migrateDatabase } from './migrate.ts';
export * as schema from './schema/index.ts';
