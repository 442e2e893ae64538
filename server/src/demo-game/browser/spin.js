// @ts-check
/**
 * One spin: the reels spin while the game API answers, stop one after another on the server's
 * grid, and the balances, free spins, wins and message follow; a refusal is said in the
 * player's words. The next spin waits out the server's minimum spin interval.
 */
import { api } from '../shared/browser/api-client.js';
import { $, C, money } from './config.js';
import { cellOf, startSpin, stopAll, stopReel } from './reels.js';
import { clearWins, say, setBusy, showBalance, showFree } from './slot-display.js';
import { S } from './slot-state.js';
/** @import { Spin } from './types.js' */

/** @param {number} ms */
function sleep(ms) {
  return new Promise(function (r) {
    setTimeout(r, ms);
  });
}
/**
 * @param {any} body
 * @param {number} status
 */
function errorText(body, status) {
  var t = body && body.data && body.data.type;
  if (t === 'BillingTransactionDeclinedException')
    return (
      'Not enough funds for this bet. Lower the bet' +
      (C.mode === 'real' ? ' or top up your balance.' : '.')
    );
  if (t === 'AuthorizationException')
    return 'Your game session has ended. Reload the game to continue.';
  if (t === 'AccessDeniedException') return 'This account cannot play right now.';
  if (t === 'InvalidParameterException') return 'This bet is not available. Choose another one.';
  if (t === 'TooManyRequestsException') return 'Each spin takes a moment. Try again now.';
  if (status === 0) return 'No connection. Check your network and try again.';
  return 'Something went wrong. Please try again.';
}
// No autoplay, by design: every spin is one press. The server refuses a spin sooner than
// minSpinMs after the last one; counted from when the answer arrived (the server stamped the
// spin before that), the next press is never early.
var nextSpinAt = 0;
export async function spin() {
  if (S.busy || Date.now() < nextSpinAt) return;
  clearWins();
  setBusy(true);
  say('');
  var started = Date.now();
  startSpin();
  var res = await api(C.api + '/spin', { token: C.token, bet: C.bets[S.betIndex] });
  var answered = Date.now();
  nextSpinAt = answered + C.minSpinMs;
  var wait = Math.max(0, 450 - (answered - started));
  await sleep(wait);
  if (res.status !== 200 || !res.body || !res.body.data) {
    stopAll(null);
    say(errorText(res.body, res.status), 'error');
    await sleep(Math.max(0, nextSpinAt - Date.now()));
    setBusy(false);
    return;
  }
  /** @type {Spin} */
  var d = res.body.data;
  for (var r = 0; r < C.reels; r++) {
    await sleep(r === 0 ? 0 : 140);
    stopReel(r, d.grid[r] || []);
  }
  S.balance = d.balance;
  S.bonus = d.bonus;
  showBalance();
  $('lastWin').textContent = money(d.win);
  S.free = d.free_spins || null;
  showFree();
  if (d.celebrate) {
    d.wins.forEach(function (w) {
      var rows = C.lines[w.line] || [];
      for (var i = 0; i < w.count; i++) cellOf(i, rows[i] || 0).classList.add('win');
    });
    $('banner').textContent = 'WIN ' + money(d.win);
    $('banner').classList.add('show');
    setTimeout(function () {
      $('banner').classList.remove('show');
    }, 2200);
    say(
      d.wins
        .map(function (w) {
          return (
            'Line ' +
            (w.line + 1) +
            ': ' +
            w.count +
            ' × ' +
            C.labels[w.symbol] +
            ' pays ' +
            money(w.amount)
          );
        })
        .join(' · '),
      'good',
    );
  } else if (Number(d.win) > 0) {
    // Less back than the stake is a loss: said plainly, with no banner, highlight or sound.
    say('Returned ' + money(d.win) + ' of your ' + money(d.bet) + ' stake.');
  } else
    say(
      d.free_spin
        ? 'No win on this free spin.' +
            (S.free ? ' ' + S.free.remaining + ' left.' : ' That was the last one.')
        : 'No win this time.',
    );
  await sleep(Math.max(0, nextSpinAt - Date.now()));
  setBusy(false);
}
