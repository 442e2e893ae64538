// @ts-check
/**
 * Placing the slip: one request with the stake, the balance it is paid from and the odds-change
 * choice; on success the receipt and fresh balances, on refusal the slip marks the changed odds
 * or closed markets the server names and says what went wrong in the player's words.
 */
import { api } from '../../demo-game/shared/browser/api-client.js';
import { C } from './config.js';
import { report } from './frame-host.js';
import { money } from './formats.js';
import { loadBets } from './my-bets.js';
import { render } from './page-render.js';
import { renderSlip } from './slip-view.js';
import { S, keyOf, note } from './state.js';
/** @import { Bet } from './types.js' */

/**
 * @param {any} body
 * @param {number} status
 */
function errorText(body, status) {
  const d = body && body.data;
  const t = d && d.type;
  const reason = d && d.error_data && d.error_data.reason;
  if (reason === 'odds_changed')
    return 'The odds have changed. Check the new prices and place again.';
  if (reason === 'market_closed')
    return 'Betting on a selection has closed. Remove it and try again.';
  if (t === 'BillingTransactionDeclinedException')
    return (
      'Not enough money on your ' +
      (S.balance === 'main' ? 'main balance' : 'betting bonus') +
      ' for this stake.'
    );
  if (t === 'AuthorizationException')
    return 'Your session has ended. Reload the sportsbook to continue.';
  if (t === 'AccessDeniedException') return 'This account cannot place bets right now.';
  if (t === 'InvalidParameterException') {
    const p = d.invalid_parameters || {};
    if (p.stake)
      return (
        'Enter a stake between ' +
        money(C.limits.minStake) +
        ' and ' +
        money(C.limits.maxStake) +
        '.'
      );
    return (d.message || 'Check your selections') + '.';
  }
  if (status === 0) return 'No connection. Check your network and try again.';
  return 'Something went wrong. Please try again.';
}
export async function place() {
  if (S.busy || !S.slip.length) return;
  S.busy = true;
  note('');
  renderSlip();
  const payload = {
    token: C.token,
    type: S.type,
    stake: S.stake.replace(',', '.'),
    balance: S.balance,
    accept: S.accept,
    selections: S.slip.map((s) => ({
      event_id: s.event_id,
      market: s.market,
      outcome: s.outcome,
      odds: s.odds,
    })),
  };
  const r = await api(C.api + '/place', payload);
  S.busy = false;
  if (r.status === 200 && r.body && r.body.data) {
    /** @type {Bet[]} */
    const bets = r.body.data.bets;
    S.balances = r.body.data.balances;
    const total = bets.reduce((a, b) => a + Number(b.stake), 0);
    S.receipt = {
      title: bets.length > 1 ? bets.length + ' bets placed' : 'Bet placed',
      text:
        (bets.length === 1 && bets[0]?.type === 'accumulator'
          ? 'Accumulator at ' + bets[0].odds + ' · '
          : '') +
        'Stake ' +
        money(total) +
        ' · potential win ' +
        money(bets.reduce((a, b) => a + Number(b.potential_win), 0)),
    };
    S.slip = [];
    note('');
    render();
    loadBets(false);
    report(true);
    return;
  }
  const d = r.body && r.body.data;
  if (d && d.error_data && d.error_data.reason === 'odds_changed') {
    /** @type {{ event_id: string, market: string, outcome: string, odds: string }[]} */
    const changes = d.error_data.changes || [];
    changes.forEach((c) => {
      const s = S.slip.find((x) => x.key === keyOf(c.event_id, c.market, c.outcome));
      if (s) s.current = c.odds;
    });
  }
  if (d && d.error_data && d.error_data.reason === 'market_closed') {
    /** @type {string[]} */
    const closed = d.error_data.selections || [];
    closed.forEach((k) => {
      const [e = '', m = '', o = ''] = k.split(':');
      const s = S.slip.find((x) => x.key === keyOf(e, m, o));
      if (s) s.closed = true;
    });
  }
  note(errorText(r.body, r.status), 'error');
  renderSlip();
  report(false);
}
