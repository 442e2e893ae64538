/**
 * Routes of core's table that have no screen yet: they fall to the Not found page until the
 * issue that builds them binds them in `routes.tsx` and removes them from this list.
 * (Table redirects — cashier-index, profile-index, gamehall-id — and the placeholders
 * responsible-game and bets need no screen.)
 */
export const UNBOUND_ROUTES: readonly string[] = [
  // Game hall and games
  'gamehall',
  'game-sysname',
  'providers',
  'betting',
  // Cashier
  'cashier-index-wallet',
  'cashier-index-billing',
  'cashier-index-deposit',
  'cashier-index-deposit-index-sysname',
  'cashier-index-history',
  'cashier-index-payfail',
  'cashier-index-payfail-transaction',
  'cashier-index-receipt',
  'cashier-index-withdraw',
  'cashier-index-paycancel',
  'cashier-index-paymobile',
  'cashier-index-paypending',
  'cashier-index-paypending-transaction',
  'cashier-index-paysuccess',
  'cashier-index-paysuccess-transaction',
  'cashier-index-paynewwindow',
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
  // Support, account mails, forms
  'support',
  'unsubscribe',
  'confirmation',
  'confirmation-success',
  'forms-sign_in',
  'forms-sign_up',
];
