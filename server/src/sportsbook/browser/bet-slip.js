// @ts-check
/**
 * Adding an outcome to the slip or taking it off: at most the configured number of picks; the
 * second pick from another event makes the slip an accumulator.
 */
import { C } from './config.js';
import { eventById, outcomeOf } from './feed-queries.js';
import { render } from './page-render.js';
import { accaAllowed } from './slip-totals.js';
import { renderSlip } from './slip-view.js';
import { S, note } from './state.js';

/** @param {string} k */
export function toggleSelection(k) {
  const i = S.slip.findIndex((s) => s.key === k);
  S.receipt = null;
  note('');
  if (i >= 0) {
    S.slip.splice(i, 1);
    render();
    return;
  }
  if (S.slip.length >= C.limits.maxSelections) {
    note('A slip takes at most ' + C.limits.maxSelections + ' selections.', 'error');
    renderSlip();
    return;
  }
  const [eid = '', mid = '', oid = ''] = k.split('|');
  const ev = eventById(eid);
  const f = outcomeOf(ev, mid, oid);
  if (!ev || !f || !f.outcome.odds) return;
  S.slip.push({
    key: k,
    event_id: eid,
    market: mid,
    outcome: oid,
    odds: f.outcome.odds,
    current: f.outcome.odds,
    name: f.outcome.name,
    marketName: f.market.name,
    eventName: ev.home + ' v ' + ev.away,
    live: ev.status === 'live',
    closed: false,
  });
  if (S.slip.length === 2 && accaAllowed()) S.type = 'accumulator';
  render();
}
