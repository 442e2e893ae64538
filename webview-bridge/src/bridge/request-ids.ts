import type { BridgeWindow } from '../transport/bridge-window.ts';

/**
 * Makes request ids: `crypto.randomUUID()` when the window has it, else a counter behind a
 * random prefix so two bridges on one page (hot reload) do not hand out the same ids.
 */
export function createRequestIds(win: Pick<BridgeWindow, 'crypto'>): () => string {
  const crypto = win.crypto;
  if (typeof crypto?.randomUUID === 'function') return () => crypto.randomUUID!();
  const prefix = Math.random().toString(36).slice(2, 10);
  let counter = 0;
  return () => `${prefix}-${++counter}`;
}
