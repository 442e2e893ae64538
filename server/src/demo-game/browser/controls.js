// @ts-check
/**
 * The page's controls: spin (the button or the space bar), the bet buttons, the paytable
 * dialog, and fresh balances when the player comes back to the game.
 */
import { api } from '../shared/browser/api-client.js';
import { $, C } from './config.js';
import { showBalance, showBet } from './slot-display.js';
import { S } from './slot-state.js';
import { spin } from './spin.js';

/** Starts listening to the player. */
export function listenToControls() {
  var paytable = /** @type {HTMLDialogElement} */ ($('paytable'));
  $('spin').addEventListener('click', spin);
  // Money moved elsewhere (a deposit in the cashier) shows when the player comes back to the game.
  document.addEventListener('visibilitychange', function () {
    if (document.hidden || S.busy) return;
    api(C.api + '/balance', { token: C.token }).then(function (r) {
      var d = r.body && r.body.data;
      if (r.status === 200 && d && !S.busy) {
        S.balance = d.balance;
        S.bonus = d.bonus;
        showBalance();
      }
    });
  });
  $('betDown').addEventListener('click', function () {
    if (S.betIndex > 0) {
      S.betIndex--;
      showBet();
    }
  });
  $('betUp').addEventListener('click', function () {
    if (S.betIndex < C.bets.length - 1) {
      S.betIndex++;
      showBet();
    }
  });
  document.addEventListener('keydown', function (e) {
    if ((e.code === 'Space' || e.key === ' ') && !e.repeat && e.target === document.body) {
      e.preventDefault();
      spin();
    }
  });
  $('info').addEventListener('click', function () {
    paytable.showModal();
  });
  $('close').addEventListener('click', function () {
    paytable.close();
  });
  paytable.addEventListener('click', function (e) {
    // A click on the backdrop (the dialog itself, not its content) closes it.
    if (e.target === this) this.close();
  });
}
