// @ts-check
/**
 * What the page starts from: the JSON block `#cfg` the server renders (values from the server
 * never enter the code), the page's elements by id, and amounts written in its currency.
 */
/** @import { Config } from './types.js' */

/** An element the page is known to have. */
export var $ = function (/** @type {string} */ id) {
  return /** @type {HTMLElement} */ (document.getElementById(id));
};
/** A button the page is known to have. */
export var button = function (/** @type {string} */ id) {
  return /** @type {HTMLButtonElement} */ ($(id));
};
/** @type {Config} */
export var C = JSON.parse($('cfg').textContent || 'null');
// Amounts as the site writes them (spec §9, core/src/format/amount.ts): "1,234" or "1,234.50", then the code.
export var money = function (/** @type {string | number} */ s) {
  var n = Math.round(Number(s) * 100) / 100;
  var p = Math.abs(n).toFixed(2).split('.');
  var w = (p[0] || '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return (n < 0 ? '-' : '') + (n % 1 === 0 ? w : w + '.' + p[1]) + ' ' + C.currency;
};
