/** The reference operator backend: build the app, open the database, seed the demo. */
export { buildApp } from './app.ts';
export type { AppOptions } from './app.ts';
export { loadConfig, SERVER_ROOT, REPO_ROOT, DEMO_TELEGRAM_BOT_TOKEN } from './config.ts';
export type { Config } from './config.ts';
export { openDatabase, migrateDatabase } from './db/index.ts';
export type { Db, DatabaseHandle } from './db/index.ts';
export { seedDemoContent } from './seed.ts';
export type { SeedResult, SeedOptions } from './seed.ts';
export { DEMO_ACCOUNT } from './content/demo-account.ts';
export { registerMethod } from './http/api-router.ts';
export type { MethodContext, MethodHandler } from './http/api-router.ts';
export {
  ServerError,
  ConfigError,
  InsufficientFundsError,
  UnbalancedTransactionError,
  InvalidTransactionError,
  DuplicateTransactionError,
  InvalidAmountError,
  CmsContentError,
} from './errors.ts';
