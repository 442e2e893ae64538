/** The loyalty group (§7). */
export { registerLoyaltyGroup } from './loyalty-group.ts';
