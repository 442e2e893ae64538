/** The metadata group (§7). */
export { registerMetadataGroup } from './metadata-group.ts';
