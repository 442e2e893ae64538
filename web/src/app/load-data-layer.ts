/** Loads the data-layer chunk once (see `data-layer.ts`). */

import type * as DataLayerModule from './data-layer.ts';

type DataLayer = typeof DataLayerModule;

let pending: Promise<DataLayer> | null = null;

/** The data layer; the first call starts loading it, later calls share the same promise. */
export function loadDataLayer(): Promise<DataLayer> {
  return (pending ??= import('./data-layer.ts'));
}
