/** The demo payment provider: hosted checkout pages that settle cashier deposits. */
export {
  DEFAULT_DEMO_PAY_SETTINGS,
  registerDemoPayments,
  resultPath,
} from './demo-payment-provider.ts';
export type {
  CheckoutRequest,
  DemoPaymentProvider,
  DemoPaySettings,
  DepositState,
  FinalOutcome,
  OpenedCheckout,
  SettleCallback,
  StatusCallback,
} from './demo-payment-provider.ts';
export { escapeHtml, renderCheckoutNotice, renderCheckoutPage } from './checkout-page.ts';
export type { CheckoutNoticeView, CheckoutPageView } from './checkout-page.ts';
export { CHECKOUT_SCRIPT } from './checkout-script.ts';
