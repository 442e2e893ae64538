/** The games group (§7); the game hall is in server/src/catalogue/, history in server/src/game-history/. */
export { registerGamesGroup } from './games-group.ts';
