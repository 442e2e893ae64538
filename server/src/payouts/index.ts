/** Withdrawal payouts: status machine, demo provider, review rule, processor, operator endpoints. */
export { registerPayouts } from './register-payouts.ts';
