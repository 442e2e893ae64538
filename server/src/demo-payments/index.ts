/** The demo payment provider: hosted checkout pages that settle cashier deposits. */
export { registerDemoPayments } from './demo-payment-provider.ts';
export type {
  CheckoutRequest,
  DemoPaymentProvider,
  DemoPaymentsOptions,
  DepositState,
  FinalOutcome,
  OpenedCheckout,
  SettleCallback,
  StatusCallback,
} from './demo-payment-provider.ts';
export type { CheckoutNoticeView, CheckoutPageView } from './checkout-page.ts';
