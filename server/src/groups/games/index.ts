/** The games group (§7) and what plays its games: the demo provider and the live balance socket. */
import type { FastifyInstance } from 'fastify';
import { registerDemoGame } from '../../demo-game/demo-game-routes.ts';
import { registerLiveBalance } from '../../live/live-routes.ts';
import { registerGamesGroup } from './games-group.ts';

export { registerGamesGroup, PROVIDER_LOGO_BOX, CATEGORY_ICON_SIZE } from './games-group.ts';
export {
  GAME_HISTORY_EXPORT_ENABLED,
  EXPORT_LINK_TTL_SECONDS,
  EXPORT_DOWNLOAD_PATH,
} from './history-export.ts';
export { GAME_COVER_BOX, GAME_BACKGROUND_BOX, gameView, gameDescription } from './game-view.ts';
export { historyCsv, csvField, HISTORY_CSV_COLUMNS } from './history-csv.ts';
export { likePattern } from './game-list.ts';

/**
 * Mounts the games methods plus the routes that play them: `/platform/game/…` (demo game
 * provider) and `/live/balance` (the socket pushes the balance each spin moves). Mounted
 * together so one call in groups/index.ts brings the whole game hall up.
 */
export function registerGames(app: FastifyInstance): void {
  registerGamesGroup(app);
  registerDemoGame(app);
  registerLiveBalance(app);
}
