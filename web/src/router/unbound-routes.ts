/**
 * Routes of core's table that have no screen yet: they fall to the Not found page until the
 * issue that builds them binds them in `routes.tsx` and removes them from this list.
 * (Table redirects — cashier-index, profile-index, gamehall-id — and the placeholders
 * responsible-game and bets need no screen.)
 */
export const UNBOUND_ROUTES: readonly string[] = [
  // Game hall and games
  'betting',
  // Profile
  'profile-index-bets',
  'profile-index-bonuses',
  'profile-index-loyalty',
  'profile-index-cashback',
  'profile-index-security',
  'profile-index-settings',
  'profile-index-notification',
  'profile-index-verification',
  'profile-index-responsible-game',
  // Loyalty
  'loyalty',
  'loyalty-sysname',
  'loyalty-shop',
  // Promotions, offers, tournaments, jackpots, winners
  'offers',
  'offers-id',
  'promotions',
  'promotions-id',
  'tournaments',
  'tournaments-id',
  'tournaments-id-gamehall',
  'jackpots',
  'jackpots-id',
  'winners',
  // Support
  'support',
];
