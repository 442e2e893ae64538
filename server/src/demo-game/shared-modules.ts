import { browserModuleFolder } from '../http/browser-modules.ts';
import { GAME_ASSETS_PATH } from './page-security.ts';

/**
 * The ES modules both game pages import (the slot's and the sportsbook's API client), written
 * and served once, at their own versioned path (demo-game-routes.ts mounts it).
 */
export const SHARED_MODULES = browserModuleFolder(
  `${GAME_ASSETS_PATH}/shared`,
  'demo-game/shared/browser',
);
