/** The metadata group (§7). */
export { registerMetadataGroup, INACTIVITY_TIMERS } from './metadata-group.ts';
export { pageMetadata, normalisePagePath, matchesPathPattern } from './page-metadata.ts';
export type { PageMetadataInput } from './page-metadata.ts';
