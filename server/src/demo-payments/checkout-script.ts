/**
 * The checkout page's only script, browser/checkout-page.js (what it does: that file), served
 * from our origin since the CSP forbids inline scripts.
 */
import { browserScript } from '../http/browser-script.ts';

/** The checkout page's script, at `/demo-pay/checkout.js`. */
export const CHECKOUT_SCRIPT = browserScript(
  '/demo-pay/checkout.js',
  'demo-payments/browser/checkout-page.js',
);
