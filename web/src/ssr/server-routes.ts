/** Which routes the server renders (DESIGN §5a: the public pages). */
import { baseRouteName } from '@croupier/core/routing';

/**
 * The public routes, by core's route names. The rest (cashier, profile, mail links, forms,
 * the sportsbook) is the player's own or a host's frame: the browser renders it.
 */
const SERVER_RENDERED_ROUTES: ReadonlySet<string> = new Set([
  'index',
  'slug',
  'gamehall',
  'game-sysname',
  'providers',
  'promotions',
  'promotions-id',
  'offers',
  'offers-id',
  'tournaments',
  'tournaments-id',
  'tournaments-id-gamehall',
  'jackpots',
  'jackpots-id',
  'winners',
  'loyalty',
  'loyalty-sysname',
  'loyalty-shop',
]);

/** True when the server renders the route `name` (a table name, locale variants included). */
export function isServerRendered(name: string): boolean {
  return SERVER_RENDERED_ROUTES.has(baseRouteName(name));
}
