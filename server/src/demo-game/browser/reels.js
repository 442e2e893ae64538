// @ts-check
/**
 * The reels: cells painted with the sprite's symbols, spinning (random symbols every 90 ms)
 * until each reel stops on the server's column, and the first, non-winning arrangement.
 */
import { C } from './config.js';

/** @type {HTMLElement[]} */
var reels = [].slice.call(document.querySelectorAll('.reel'));
/** The cell of a reel's row. */
export var cellOf = function (/** @type {number} */ reel, /** @type {number} */ row) {
  return /** @type {HTMLElement} */ (reels[reel]?.children[row]);
};
var SYMS = C.symbols;
/** @param {string} id */
function useSym(id) {
  return '<svg viewBox="0 0 64 64" aria-hidden="true"><use href="#s-' + id + '"/></svg>';
}
/**
 * @param {number} reel
 * @param {number} row
 * @param {string} id
 */
function setCell(reel, row, id) {
  var cell = cellOf(reel, row);
  cell.innerHTML = useSym(id);
  cell.setAttribute('data-symbol', id);
  cell.setAttribute('aria-label', C.labels[id] || id);
}
function randomSym() {
  var a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return SYMS[(a[0] || 0) % SYMS.length] || '';
}
/** @type {number[]} */
var spinTimers = [];
export function startSpin() {
  reels.forEach(function (reel, r) {
    reel.classList.remove('stop');
    reel.classList.add('spinning');
    spinTimers[r] = setInterval(function () {
      for (var row = 0; row < C.rows; row++) setCell(r, row, randomSym());
    }, 90);
  });
}
/**
 * @param {number} r
 * @param {string[]} column
 */
export function stopReel(r, column) {
  clearInterval(spinTimers[r]);
  var reel = /** @type {HTMLElement} */ (reels[r]);
  reel.classList.remove('spinning');
  for (var row = 0; row < C.rows; row++) setCell(r, row, column[row] || '');
  void reel.offsetWidth;
  reel.classList.add('stop');
}
/** @param {string[][] | null} grid */
export function stopAll(grid) {
  reels.forEach(function (_, r) {
    stopReel(
      r,
      grid
        ? grid[r] || []
        : [0, 1, 2].map(function (row) {
            return cellOf(r, row).getAttribute('data-symbol') || SYMS[SYMS.length - 1] || '';
          }),
    );
  });
}
/** Paints the first reels: a friendly, non-winning arrangement. */
export function paintStartReels() {
  var start = ['cherry', 'lemon', 'grape', 'diamond', 'bell', 'bar', 'seven', 'wild'];
  for (var r = 0; r < C.reels; r++)
    for (var row = 0; row < C.rows; row++)
      setCell(r, row, start[(r * 2 + row * 3) % start.length] || '');
}
