/**
 * The operator API contract: every group and method of spec §7, declared once. The client and
 * the reference server are both typed and validated from these definitions.
 */
import * as storage from './storage.ts';

export * from './define.ts';
export * as wire from './wire.ts';
export * from './envelope.ts';
export { storage };

/** Every group, keyed by its name exactly as spec §7 spells it. */
export const groups = {
  storage,
} as const;
