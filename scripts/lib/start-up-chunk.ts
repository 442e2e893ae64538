/**
 * What every first load runs right after the entry — the data layer, the platform services,
 * the dialog view — in one `start-up` chunk with everything they import (Rollup moves a manual
 * chunk's static dependencies into it, some of the entry's own modules among them, so the entry
 * imports it and the two load side by side). Left to Rollup they were fourteen chunks of
 * 0.1–6 KB, each paying ~0.4 KB of response headers and a compression window of its own on
 * every first load: home's scripts 121.9 → 116.8 KB, the hall's 140.5 → 133.0 KB (DESIGN §9).
 * Shared by web's and the miniapp's Vite configs (the miniapp runs web's app).
 * The cost: ~4 KB (brotli) of the kit's modules (tabs, checkbox …) that home did not load.
 */
const START_UP = [
  '/web/src/app/data-layer.ts',
  '/web/src/services/start-services.ts',
  '/web/src/shell/DialogView.tsx',
];

/** Rollup's `output.manualChunks`: the start-up's modules into `start-up`, the rest as Rollup likes. */
export function startUpChunk(id: string): string | undefined {
  return START_UP.some((part) => id.endsWith(part)) ? 'start-up' : undefined;
}
