/** The storage group (§7). */
export { registerStorageGroup, STORAGE_QUOTA } from './storage-group.ts';
