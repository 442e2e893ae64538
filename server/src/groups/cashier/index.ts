/** The cashier group (§7); the money logic it maps lives in server/src/cashier/. */
export { registerCashierGroup } from './cashier-group.ts';
