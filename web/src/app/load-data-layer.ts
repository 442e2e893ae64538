/** Loads the data-layer chunk once (see `data-layer.ts`). */

import { chunkOnce } from './load-chunk.ts';
import type * as DataLayerModule from './data-layer.ts';

type DataLayer = typeof DataLayerModule;

// Retried on a bad network; a failed load is forgotten, so a later call tries again.
const load = chunkOnce<DataLayer>(() => import('./data-layer.ts'));

/** The data layer; the first call starts loading it, later calls share the same promise. */
export function loadDataLayer(): Promise<DataLayer> {
  return load();
}
