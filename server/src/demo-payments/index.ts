/** The demo payment provider: hosted checkout pages that settle cashier deposits. */
export { NEW_WINDOW_METHODS, registerDemoPayments, resultPath } from './demo-payment-provider.ts';
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
export { renderCheckoutNotice, renderCheckoutPage } from './checkout-page.ts';
export type { CheckoutNoticeView, CheckoutPageView } from './checkout-page.ts';
export { CHECKOUT_SCRIPT } from './checkout-script.ts';
