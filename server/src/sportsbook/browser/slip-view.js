// @ts-check
/**
 * The bet slip: the picks (with odds changes to accept and closed markets to remove), the
 * single / accumulator switch, the stake and its quick amounts, the balance it is paid from
 * (main or betting bonus), the odds-change choice, the sums, the place button and its message,
 * the receipt, and the bar that opens the slip on phones. It keeps the stake field's focus and
 * caret across renders and offers its primary action to the app around the frame.
 */
import { $, C } from './config.js';
import { offer } from './frame-host.js';
import { money } from './formats.js';
import { esc, icon } from './markup.js';
import { accaAllowed, placeBlocked, placeLabel, potential } from './slip-totals.js';
import { S } from './state.js';
/** @import { Balances } from './types.js' */

export function renderSlip() {
  if (S.type === 'accumulator' && !accaAllowed()) S.type = 'single';
  $('slipCount').textContent = String(S.slip.length);
  let body = '';
  if (S.receipt) {
    body =
      '<div class="receipt"><div class="tick">' +
      icon('check', '') +
      '</div><b>' +
      esc(S.receipt.title) +
      '</b><p>' +
      esc(S.receipt.text) +
      '</p><button class="more" id="again">Continue betting</button></div>';
  } else if (!S.slip.length) {
    body =
      '<div class="slip-empty">' +
      icon('slip', '') +
      '<b>Your bet slip is empty</b>Tap the odds of any event to add a selection.</div>';
  } else {
    body +=
      '<div class="seg" role="group" aria-label="Bet type"><button data-type="single" aria-pressed="' +
      (S.type === 'single') +
      '">Single' +
      (S.slip.length > 1 ? 's (' + S.slip.length + ')' : '') +
      '</button><button data-type="accumulator" aria-pressed="' +
      (S.type === 'accumulator') +
      '"' +
      (accaAllowed() ? '' : ' disabled title="Two or more selections from different events"') +
      '>Accumulator</button></div>';
    body +=
      '<ul class="sels">' +
      S.slip
        .map((s) => {
          const changed = !s.closed && s.current && s.current !== s.odds;
          let warn = '';
          if (s.closed)
            warn = '<span class="warn bad">Betting on this selection is closed — remove it</span>';
          else if (changed)
            warn =
              '<span class="warn">Odds changed ' +
              esc(s.odds) +
              ' → ' +
              esc(s.current) +
              '<button data-accept="' +
              esc(s.key) +
              '">Accept</button></span>';
          return (
            '<li class="sel' +
            (s.closed ? ' closed' : changed ? ' changed' : '') +
            '"><span class="o">' +
            esc(s.name) +
            '</span><span class="m">' +
            esc(s.marketName + ' · ' + s.eventName) +
            (s.live ? ' · LIVE' : '') +
            '</span><span class="p">' +
            esc(s.current || s.odds) +
            '</span><button class="rm" data-remove="' +
            esc(s.key) +
            '" aria-label="Remove ' +
            esc(s.name) +
            '">' +
            icon('x', '') +
            '</button>' +
            warn +
            '</li>'
          );
        })
        .join('') +
      '</ul>';
    if (!C.token) {
      body +=
        '<div class="slip-guest">Sign in to place bets with your balance.<a class="signin" href="' +
        esc(C.signInHref) +
        '" target="_top">Sign in</a></div>';
    } else {
      const p = potential();
      body +=
        '<div class="field"><label for="stake">' +
        (S.type === 'single' && S.slip.length > 1 ? 'Stake per bet' : 'Stake') +
        '</label><div class="stake"><input id="stake" inputmode="decimal" autocomplete="off" value="' +
        esc(S.stake) +
        '"><em>' +
        esc(C.currency) +
        '</em></div><div class="quick">' +
        [5, 10, 25, 50].map((v) => '<button data-stake="' + v + '">' + v + '</button>').join('') +
        '</div></div>';
      body +=
        '<div class="field"><span id="fromL">Pay from</span><div class="from" role="radiogroup" aria-labelledby="fromL">' +
        [
          ['main', 'Main balance'],
          ['betting_bonus', 'Betting bonus'],
        ]
          .map(
            (b) =>
              '<label><input type="radio" name="from" value="' +
              b[0] +
              '"' +
              (S.balance === b[0] ? ' checked' : '') +
              '><b>' +
              b[1] +
              '</b><small>' +
              money(S.balances ? S.balances[/** @type {keyof Balances} */ (b[0])] : 0) +
              '</small></label>',
          )
          .join('') +
        '</div></div>';
      body +=
        '<div class="field"><label for="accept">If the odds change</label><select id="accept">' +
        [
          ['higher', 'Accept higher odds'],
          ['any', 'Accept any odds change'],
          ['none', 'Do not accept changes'],
        ]
          .map(
            (o) =>
              '<option value="' +
              o[0] +
              '"' +
              (S.accept === o[0] ? ' selected' : '') +
              '>' +
              o[1] +
              '</option>',
          )
          .join('') +
        '</select></div>';
      body +=
        '<div class="sum">' +
        (S.type === 'accumulator'
          ? '<div><span>Total odds</span><b>' + (p.odds ? p.odds.toFixed(2) : '—') + '</b></div>'
          : '') +
        '<div><span>Total stake</span><b>' +
        money(p.stake) +
        '</b></div><div class="win"><span>Potential win</span><b>' +
        money(p.win) +
        '</b></div></div>';
      body +=
        '<button class="place" id="place"' +
        (placeBlocked() ? ' disabled' : '') +
        '>' +
        esc(placeLabel()) +
        '</button>';
    }
    body +=
      '<p class="msg' +
      (S.msgKind ? ' ' + S.msgKind : '') +
      '" role="status" aria-live="polite">' +
      esc(S.msg) +
      '</p>';
  }
  const active = document.activeElement;
  const keepStake = active instanceof HTMLInputElement && active.id === 'stake';
  const caret = keepStake ? active.selectionStart : null;
  $('slipBody').innerHTML = body;
  if (keepStake) {
    const i = $('stake');
    if (i instanceof HTMLInputElement) {
      i.focus();
      try {
        i.setSelectionRange(caret, caret);
      } catch {
        // The caret stays where the browser put it.
      }
    }
  }
  $('clear').hidden = !S.slip.length || !!S.receipt;
  const bar = $('bar');
  bar.hidden = !S.slip.length && !S.receipt;
  const p = potential();
  $('barCount').textContent = String(S.slip.length);
  $('barText').innerHTML = S.receipt
    ? 'Bet placed<small>View receipt</small>'
    : 'Bet slip<small>' +
      (S.type === 'accumulator' && p.odds
        ? 'Total odds ' + p.odds.toFixed(2)
        : S.slip.length + ' selection' + (S.slip.length === 1 ? '' : 's')) +
      '</small>';
  offer();
}
