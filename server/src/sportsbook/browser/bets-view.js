// @ts-check
/**
 * My bets: the open / settled filter and the player's bets with their legs, stake, odds and
 * payout (or potential win); a guest is asked to sign in.
 */
import { C } from './config.js';
import { money, shortFmt } from './formats.js';
import { esc } from './markup.js';
import { S } from './state.js';
/** @import { Bet } from './types.js' */

/** @param {Bet} b */
function betCard(b) {
  const legs = b.selections
    .map(
      (s) =>
        '<li class="leg"><i class="' +
        s.status +
        '"></i><span class="o">' +
        esc(s.outcome_name) +
        ' <small>· ' +
        esc(s.market_name) +
        '</small></span><span class="e">' +
        esc(s.home + ' v ' + s.away) +
        (s.result ? ' · ' + esc(s.result) : '') +
        '</span><span class="p">' +
        esc(s.odds) +
        '</span></li>',
    )
    .join('');
  const paid =
    b.payout === null
      ? '<div><span>Potential win</span><b>' + money(b.potential_win) + '</b></div>'
      : '<div class="pay"><span>' +
        (b.status === 'void' ? 'Refunded' : 'Paid') +
        '</span><b>' +
        money(b.payout) +
        '</b></div>';
  const when = new Date(b.placed_at);
  return (
    '<article class="bet"><div class="bet-head"><span class="st ' +
    b.status +
    '">' +
    b.status +
    '</span><b>' +
    (b.type === 'single' ? 'Single' : 'Accumulator ×' + b.selections.length) +
    '</b><time datetime="' +
    esc(b.placed_at) +
    '">' +
    esc(shortFmt.format(when)) +
    '</time></div><ul class="legs">' +
    legs +
    '</ul><div class="bet-foot"><div><span>Stake' +
    (b.balance_type === 'betting_bonus' ? ' (bonus)' : '') +
    '</span><b>' +
    money(b.stake) +
    '</b></div><div><span>Odds</span><b>' +
    esc(b.odds) +
    '</b></div>' +
    paid +
    '</div></article>'
  );
}
export function renderBets() {
  if (!C.token)
    return (
      '<div class="empty"><b>Sign in to see your bets</b><a class="signin" href="' +
      esc(C.signInHref) +
      '" target="_top">Sign in</a></div>'
    );
  const f = S.bets.filter;
  let html =
    '<div class="filters sports">' +
    [
      ['open', 'Open'],
      ['settled', 'Settled'],
    ]
      .map(
        (x) =>
          '<button class="sport" data-filter="' +
          x[0] +
          '" aria-pressed="' +
          (f === x[0]) +
          '">' +
          x[1] +
          '</button>',
      )
      .join('') +
    '</div>';
  if (!S.bets.loaded) return html + '<div class="empty">Loading your bets…</div>';
  if (!S.bets.items.length)
    return (
      html +
      '<div class="empty"><b>' +
      (f === 'open' ? 'No open bets' : 'No settled bets yet') +
      '</b>' +
      (f === 'open'
        ? 'Pick some odds and place a bet.'
        : 'Settled bets appear here after the final whistle.') +
      '</div>'
    );
  html += '<div class="bets">' + S.bets.items.map(betCard).join('') + '</div>';
  if (S.bets.items.length < S.bets.total)
    html += '<button class="more" id="more">Show more</button>';
  return html;
}
