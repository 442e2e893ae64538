// @ts-check
/**
 * What the page starts from: the JSON block `#cfg` the server renders (values from the server
 * never enter the code), and the page's elements by id.
 */
/** @import { Config } from './types.js' */

/** An element the page is known to have. */
export const $ = (/** @type {string} */ id) =>
  /** @type {HTMLElement} */ (document.getElementById(id));
/** @type {Config} */
export const C = JSON.parse($('cfg').textContent || 'null');
