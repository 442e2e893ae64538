/** Database access: the connection, migrations and the schema. */
export { openDatabase, queryRows } from './client.ts';
export type { Db, Tx, Schema, DatabaseHandle, DatabaseOptions } from './client.ts';
export { isUniqueViolation, isCheckViolation } from './pg-errors.ts';
export { migrateDatabase, MIGRATIONS_FOLDER } from './migrate.ts';
export * as schema from './schema/index.ts';
