/**
 * @croupier/core — the headless core shared by every client and the reference server.
 * Prefer the subpath entries (`@croupier/core/routing`, `/validation`, …) in app code; the root
 * re-exports the API client and errors directly and every other area as a namespace.
 */
export * from './errors.ts';
export * from './api/index.ts';
export * as contract from './contract/index.ts';
export * as errorHandling from './error-handling/index.ts';
export * as validation from './validation/index.ts';
export * as format from './format/index.ts';
export * as constants from './constants/index.ts';
export * as routing from './routing/index.ts';
export * as state from './state/index.ts';
