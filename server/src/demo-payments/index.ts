/** The demo payment provider: hosted checkout pages that settle cashier deposits. */
export { registerDemoPayments } from './demo-payment-provider.ts';
export type { DemoPaymentProvider, DepositState, FinalOutcome } from './demo-payment-provider.ts';
