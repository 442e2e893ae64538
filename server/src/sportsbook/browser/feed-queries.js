// @ts-check
/**
 * Questions asked of the current feed: the events of a tab and sport, an event by id, an
 * outcome of a market, a sport's name.
 */
import { C } from './config.js';
import { S } from './state.js';
/** @import { FeedEvent } from './types.js' */

/** @type {Record<string, string>} */
export const SPORT_NAMES = {};
C.feed.sports.forEach((s) => {
  SPORT_NAMES[s.code] = s.name;
});
/** @param {string} status */
export function eventsOf(status) {
  return S.feed.events.filter(
    (e) =>
      (status === 'results'
        ? e.status === 'finished' || e.status === 'cancelled'
        : e.status === status) &&
      (S.sport === 'all' || e.sport === S.sport),
  );
}
/** @param {string} id */
export function eventById(id) {
  return S.feed.events.find((e) => e.id === id);
}
/**
 * @param {FeedEvent | undefined} ev
 * @param {string} m
 * @param {string} o
 */
export function outcomeOf(ev, m, o) {
  if (!ev) return null;
  const mk = ev.markets.find((x) => x.id === m);
  if (!mk) return null;
  const oc = mk.outcomes.find((x) => x.id === o);
  return oc ? { market: mk, outcome: oc } : null;
}
