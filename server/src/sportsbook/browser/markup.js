// @ts-check
/**
 * Pieces of the HTML the views build as strings: text escaped for markup, and the sprite's icons.
 */

/** @type {Record<string, string>} */
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const esc = (/** @type {unknown} */ s) =>
  String(s).replace(/[&<>"']/g, (c) => ESCAPES[c] || c);
/**
 * @param {string} id
 * @param {string} [cls]
 */
export function icon(id, cls) {
  return '<svg class="' + (cls || 'i') + '" aria-hidden="true"><use href="#i-' + id + '"/></svg>';
}
