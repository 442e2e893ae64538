/** The account group (§7); the account logic it maps lives in server/src/account/. */
export { registerAccountGroup } from './account-group.ts';
