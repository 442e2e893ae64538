/** The popups group (§7). */
export { registerPopupsGroup } from './popups-group.ts';
