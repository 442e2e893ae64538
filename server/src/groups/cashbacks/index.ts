/** The cashbacks group (§7). */
export { registerCashbacksGroup } from './cashbacks-group.ts';
