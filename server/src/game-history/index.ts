/**
 * A player's game history (games.getHistory) and its CSV export: the request, the file
 * produced off the request, and the owner-only download route (mounted in app.ts).
 */
export { roundsPage } from './game-history.ts';
export {
  createExport,
  findExport,
  GAME_HISTORY_EXPORT_ENABLED,
  registerExportDownload,
} from './history-export.ts';
