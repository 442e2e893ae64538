/**
 * @croupier/core/state — long-lived client state as `valtio/vanilla` stores (DESIGN §4).
 * Each store is built by a factory that takes its effects, so nothing runs at import time.
 */
export * from './shared/index.ts';
export * from './settings/index.ts';
export * from './session/index.ts';
export * from './dialogs/index.ts';
export * from './toasts/index.ts';
export * from './inactivity/index.ts';
export * from './hints/index.ts';
export * from './cashback-popup/index.ts';
export * from './balance/index.ts';
export * from './loyalty/index.ts';
export * from './chat/index.ts';
