import { describe, expect, it } from 'vitest';
import { parseStartParam } from './start-param.ts';

describe('parseStartParam', () => {
  it('opens a game, applies a promo code or records a referral', () => {
    expect(parseStartParam('game_book_of_ra')).toEqual({ kind: 'game', sysname: 'book_of_ra' });
    expect(parseStartParam('promo_WELCOME-100')).toEqual({ kind: 'promo', code: 'WELCOME-100' });
    expect(parseStartParam('ref_abc123')).toEqual({ kind: 'referral', code: 'abc123' });
  });

  it('ignores anything else', () => {
    for (const param of [
      null,
      '',
      'game_',
      'bonus_x',
      'game_a/b',
      'promo_a b',
      `ref_${'x'.repeat(61)}`,
    ]) {
      expect(parseStartParam(param)).toBeNull();
    }
  });
});
