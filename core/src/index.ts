/** @croupier/core — the headless core shared by every client and the reference server. */
export * from './contract/index.ts';
export * from './errors.ts';
export * from './error-handling/index.ts';
