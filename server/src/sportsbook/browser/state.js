// @ts-check
/**
 * The page's state, one object every render reads and every action changes, and the small
 * helpers over it (the server's clock, selection keys, the slip's message).
 */
import { C } from './config.js';
/** @import { Bet, Pick } from './types.js' */

/** The page's state; every render reads it. */
export const S = {
  feed: C.feed,
  skew: Date.parse(C.feed.now) - Date.now(),
  /** @type {Map<string, string>} the last odds seen per selection key */
  prev: new Map(),
  /** @type {Map<string, { dir: 'up' | 'down', until: number }>} recent moves, for the arrows */
  moves: new Map(),
  tab: 'live',
  sport: 'all',
  /** @type {Pick[]} */
  slip: [],
  type: 'single',
  stake: '10',
  balance: 'main',
  accept: 'higher',
  busy: false,
  /** @type {{ title: string, text: string } | null} */
  receipt: null,
  msg: '',
  msgKind: '',
  balances: C.balances,
  bets: {
    filter: 'open',
    /** @type {Bet[]} */
    items: [],
    total: 0,
    /** @type {number | null} */
    openCount: null,
    loaded: false,
  },
  sheet: false,
};
if (!S.feed.events.some((e) => e.status === 'live')) S.tab = 'upcoming';
export const serverNow = () => Date.now() + S.skew;
export const keyOf = (/** @type {string} */ e, /** @type {string} */ m, /** @type {string} */ o) =>
  e + '|' + m + '|' + o;
/** @param {string} k */
export function selected(k) {
  return S.slip.some((s) => s.key === k);
}
/**
 * @param {string} text
 * @param {string} [kind]
 */
export function note(text, kind) {
  S.msg = text || '';
  S.msgKind = kind || '';
}
