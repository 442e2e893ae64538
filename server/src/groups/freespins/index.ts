/** The freespins group (§7). */
export { registerFreespinsGroup } from './freespins-group.ts';
