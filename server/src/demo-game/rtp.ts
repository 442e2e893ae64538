/**
 * The slot's return to player, exactly: every line crosses one cell per reel, cells are
 * independent, so the expected pay of a line is the sum over all 8^5 symbol sequences of
 * probability × pay, and the RTP (pays per unit of total bet) equals that expectation.
 */
import { REEL_WEIGHTS, REELS, SYMBOLS, type SymbolId } from './paytable.ts';
import { payLine } from './slot-engine.ts';

/** Exact RTP and hit frequency of one line, by exhaustive enumeration. */
export function exactRtp(): { rtp: number; lineHitRate: number } {
  const probs = REEL_WEIGHTS.map((w) => {
    const total = SYMBOLS.reduce((s, k) => s + w[k], 0);
    return SYMBOLS.map((k) => w[k] / total);
  });
  let expected = 0;
  let hit = 0;
  const seq: SymbolId[] = new Array<SymbolId>(REELS);
  const walk = (reel: number, p: number): void => {
    if (reel === REELS) {
      const win = payLine(seq);
      if (win) {
        expected += p * win.multiplier;
        hit += p;
      }
      return;
    }
    SYMBOLS.forEach((s, i) => {
      seq[reel] = s;
      walk(reel + 1, p * probs[reel]![i]!);
    });
  };
  walk(0, 1);
  return { rtp: expected, lineHitRate: hit };
}
