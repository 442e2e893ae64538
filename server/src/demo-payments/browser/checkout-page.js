// @ts-check
/**
 * The demo checkout page's only script (checkout-page.ts renders the page; the provider serves
 * this file at /demo-pay/checkout.js — the CSP forbids inline scripts): it stops a second
 * submit while the first is on its way, and in the new-window variant sends the opener to the
 * result screen and closes the checkout window.
 */
(function () {
  'use strict';
  var form = document.querySelector('form[data-checkout]');
  if (form) {
    var checkout = form;
    var sent = false;
    checkout.addEventListener('submit', function (event) {
      if (sent) {
        event.preventDefault();
        return;
      }
      sent = true;
      checkout.setAttribute('aria-busy', 'true');
    });
  }
  var back = document.querySelector('a[data-return][data-auto]');
  if (!back) return;
  var url = back.getAttribute('href') || '';
  if (back.hasAttribute('data-new-window') && window.opener && !window.opener.closed) {
    try {
      if (window.opener.location.origin === window.location.origin) {
        window.opener.location.assign(url);
        window.close();
        return;
      }
    } catch {
      // A cross-origin opener: stay in this window.
    }
  }
  window.location.replace(url);
})();
