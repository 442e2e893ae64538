/** The games group (§7): game hall, favourites, history and its CSV export. */
export { registerGamesGroup } from './games-group.ts';
export { GAME_HISTORY_EXPORT_ENABLED, registerExportDownload } from './history-export.ts';
