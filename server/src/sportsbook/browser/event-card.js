// @ts-check
/**
 * One event's card: its state (live clock, kick-off time, result), the teams with the score
 * and sets, and the markets' odds buttons (pressed when on the slip, arrows when just moved).
 */
import { dayFmt, timeFmt } from './formats.js';
import { esc, icon } from './markup.js';
import { S, keyOf, selected, serverNow } from './state.js';
/** @import { FeedEvent, Market, Outcome } from './types.js' */

/** @param {string} iso */
function whenText(iso) {
  const t = Date.parse(iso);
  const d = t - serverNow();
  if (d <= 0) return 'Starting';
  if (d < 3600e3) return 'in ' + Math.max(1, Math.round(d / 60e3)) + ' min';
  const a = new Date(t),
    n = new Date(serverNow());
  const sameDay = a.toDateString() === n.toDateString();
  return sameDay ? timeFmt.format(a) : dayFmt.format(a) + ' ' + timeFmt.format(a);
}
/**
 * @param {FeedEvent} ev
 * @param {Market} m
 * @param {Outcome} o
 */
function oddButton(ev, m, o) {
  const k = keyOf(ev.id, m.id, o.id);
  if (m.suspended || !o.odds)
    return (
      '<button class="odd" disabled aria-label="' +
      esc(o.name) +
      ': suspended">' +
      icon('lock') +
      '</button>'
    );
  const mv = S.moves.get(k);
  const dir = mv && mv.until > Date.now() ? ' ' + mv.dir : '';
  const label = m.id === 'total' ? (o.id === 'over' ? 'O ' : 'U ') + m.line : o.id;
  return (
    '<button class="odd' +
    dir +
    '" data-k="' +
    esc(k) +
    '" aria-pressed="' +
    selected(k) +
    '" aria-label="' +
    esc(label + ' ' + o.odds + ' — ' + o.name + ', ' + m.name) +
    '"><span class="lb">' +
    esc(label) +
    '</span><span class="pr">' +
    esc(o.odds) +
    '</span></button>'
  );
}
/**
 * @param {FeedEvent} ev
 * @param {'home' | 'away'} side
 */
function teamRow(ev, side) {
  const sc = ev.score ? ev.score[side] : null;
  const other = ev.score ? ev.score[side === 'home' ? 'away' : 'home'] : null;
  let sets = '';
  if (ev.sets && ev.score) {
    const done = ev.score.home + ev.score.away;
    sets =
      '<span class="sets">' +
      ev.sets
        .map(
          (g, i) =>
            '<i' + (i >= done ? ' class="cur"' : '') + '>' + g[side === 'home' ? 0 : 1] + '</i>',
        )
        .join('') +
      '</span>';
  }
  const lead = sc !== null && other !== null && sc > other;
  return (
    '<div class="team' +
    (lead ? ' lead' : '') +
    '"><span class="nm">' +
    esc(ev[side]) +
    '</span>' +
    sets +
    (sc !== null ? '<span class="sc">' + sc + '</span>' : '') +
    '</div>'
  );
}
/**
 * @param {FeedEvent} ev
 * @param {boolean} withLeague
 */
export function eventCard(ev, withLeague) {
  let head;
  if (ev.status === 'live')
    head =
      '<span class="live-tag">LIVE</span><span class="clock">' + esc(ev.clock || '') + '</span>';
  else if (ev.status === 'upcoming')
    head = '<span class="when">' + esc(whenText(ev.starts_at)) + '</span>';
  else if (ev.status === 'cancelled')
    head = '<span class="state-tag off">Postponed · bets void</span>';
  else head = '<span class="state-tag">Full time</span>';
  let body = '<div class="teams">' + teamRow(ev, 'home') + teamRow(ev, 'away') + '</div>';
  if (ev.markets.length) {
    body +=
      '<div class="mkts">' +
      ev.markets
        .map(
          (m) =>
            '<div class="mkt"><span class="mkt-name">' +
            esc(m.name) +
            '</span><div class="odds">' +
            m.outcomes.map((o) => oddButton(ev, m, o)).join('') +
            '</div></div>',
        )
        .join('') +
      '</div>';
  } else if (ev.status === 'finished') {
    body += '<div class="result"><span>Result</span><b>' + esc(ev.result || '') + '</b></div>';
  } else if (ev.status === 'cancelled') {
    body += '<div class="result"><span>Called off</span><b>Stakes refunded</b></div>';
  }
  if (withLeague) head += '<span class="ev-league">' + icon(ev.sport) + esc(ev.league) + '</span>';
  return (
    '<article class="ev" aria-label="' +
    esc(ev.home + ' v ' + ev.away) +
    '"><div class="ev-head">' +
    head +
    '</div><div class="ev-body">' +
    body +
    '</div></article>'
  );
}
