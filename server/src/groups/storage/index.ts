/** The storage group (§7). */
export { registerStorageGroup } from './storage-group.ts';
