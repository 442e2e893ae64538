/** The bonuses group (§7). */
export { registerBonusesGroup } from './bonuses-group.ts';
