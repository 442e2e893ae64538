/** The games group (§7): game hall, favourites, history and its CSV export. */
export { registerGamesGroup, PROVIDER_LOGO_BOX, CATEGORY_ICON_SIZE } from './games-group.ts';
export {
  GAME_HISTORY_EXPORT_ENABLED,
  EXPORT_LINK_TTL_SECONDS,
  EXPORT_DOWNLOAD_PATH,
  registerExportDownload,
} from './history-export.ts';
export { GAME_COVER_BOX, GAME_BACKGROUND_BOX, gameView, gameDescription } from './game-view.ts';
export { historyCsv, csvField, HISTORY_CSV_COLUMNS } from './history-csv.ts';
