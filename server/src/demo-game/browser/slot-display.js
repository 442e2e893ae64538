// @ts-check
/**
 * What the page shows around the reels: the balances, the free spins left (the spin button
 * becomes FREE), the bet and its buttons, the message line, the win highlights, and the
 * controls held while a spin is under way.
 */
import { $, button, C, money } from './config.js';
import { S } from './slot-state.js';

export function showBalance() {
  $('balance').textContent = money(S.balance);
  var b = $('bonus');
  b.hidden = !(S.bonus && Number(S.bonus) > 0);
  b.textContent = b.hidden ? '' : '+ ' + money(S.bonus || 0) + ' bonus';
}
export function showFree() {
  var f = $('free');
  if (!S.free) {
    f.hidden = true;
    $('spin').classList.remove('freebtn');
    $('spin').textContent = 'SPIN';
    $('spin').setAttribute('aria-label', 'Spin');
    return;
  }
  f.hidden = false;
  $('freeCount').textContent = S.free.remaining + ' of ' + S.free.total;
  $('freeBet').textContent = 'at ' + money(S.free.bet) + ' · ' + S.free.title;
  $('spin').classList.add('freebtn');
  $('spin').textContent = 'FREE';
  $('spin').setAttribute('aria-label', 'Free spin');
}
export function showBet() {
  $('bet').textContent = money(S.free ? S.free.bet : C.bets[S.betIndex] || '');
  button('betDown').disabled = S.busy || !!S.free || S.betIndex === 0;
  button('betUp').disabled = S.busy || !!S.free || S.betIndex === C.bets.length - 1;
}
/**
 * @param {string} text
 * @param {string} [kind]
 */
export function say(text, kind) {
  var m = $('message');
  m.textContent = text;
  m.className = 'message' + (kind ? ' ' + kind : '');
}
export function clearWins() {
  document.querySelectorAll('.cell.win').forEach(function (c) {
    c.classList.remove('win');
  });
  $('banner').classList.remove('show');
}
/** @param {boolean} b */
export function setBusy(b) {
  S.busy = b;
  button('spin').disabled = b;
  showBet();
}
