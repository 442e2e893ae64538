/**
 * The checkout page's only script, served from our origin (the CSP forbids inline scripts):
 * it stops a second submit while the first is on its way, and in the new-window variant
 * sends the opener to the result screen and closes the checkout window.
 */

/** JavaScript of `/demo-pay/checkout.js`. */
export const CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var form = document.querySelector('form[data-checkout]');
  if (form) {
    var sent = false;
    form.addEventListener('submit', function (event) {
      if (sent) { event.preventDefault(); return; }
      sent = true;
      form.setAttribute('aria-busy', 'true');
    });
  }
  var back = document.querySelector('a[data-return][data-auto]');
  if (!back) return;
  var url = back.getAttribute('href');
  if (back.hasAttribute('data-new-window') && window.opener && !window.opener.closed) {
    try {
      if (window.opener.location.origin === window.location.origin) {
        window.opener.location.assign(url);
        window.close();
        return;
      }
    } catch (e) { /* a cross-origin opener: stay in this window */ }
  }
  window.location.replace(url);
})();
`;
