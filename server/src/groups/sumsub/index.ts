/** The sumsub group (§7 identity verification). */
export { registerSumsubGroup } from './sumsub-group.ts';
