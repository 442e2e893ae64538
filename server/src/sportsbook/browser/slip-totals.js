// @ts-check
/**
 * The slip's sums and rules: the total stake and potential win of singles or an accumulator
 * (wins rounded down to the cent, as the server pays), when placing is blocked, the place
 * button's words, and when an accumulator is allowed (two or more picks, all from different
 * events).
 */
import { money } from './formats.js';
import { S } from './state.js';

export function potential() {
  const stake = Number(S.stake);
  if (!(stake > 0) || !S.slip.length) return { stake: 0, odds: null, win: 0 };
  const odds = S.slip.map((s) => Number(s.current || s.odds));
  if (S.type === 'accumulator') {
    const total = odds.reduce((a, b) => a * b, 1);
    return { stake, odds: total, win: Math.floor(stake * total * 100 + 1e-6) / 100 };
  }
  return {
    stake: stake * odds.length,
    odds: null,
    win: odds.reduce((a, o) => a + Math.floor(stake * o * 100 + 1e-6) / 100, 0),
  };
}
export function placeBlocked() {
  return S.busy || S.slip.some((s) => s.closed) || !(Number(S.stake) > 0);
}
export function placeLabel() {
  return S.busy
    ? 'Placing…'
    : 'Place bet' +
        (S.type === 'single' && S.slip.length > 1 ? 's' : '') +
        ' · ' +
        money(potential().stake);
}
export function accaAllowed() {
  return S.slip.length >= 2 && new Set(S.slip.map((s) => s.event_id)).size === S.slip.length;
}
