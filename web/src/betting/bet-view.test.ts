import { describe, expect, it } from 'vitest';
import { defaultTranslate } from '../i18n/translate.ts';
import { betReturn, betStatusLabel, betStatusTone } from './bet-view.ts';

describe('bet card amounts', () => {
  it('an open bet leads with its potential win', () => {
    expect(betReturn({ status: 'open', potential_win: '10.35', payout: null })).toEqual({
      kind: 'potential',
      amount: '10.35',
    });
  });

  it('a settled bet shows what settlement paid: the win, the refund or 0', () => {
    expect(betReturn({ status: 'won', potential_win: '10.35', payout: '10.35' })).toEqual({
      kind: 'paid',
      amount: '10.35',
    });
    expect(betReturn({ status: 'void', potential_win: '10.35', payout: '5' })).toEqual({
      kind: 'refunded',
      amount: '5',
    });
    expect(betReturn({ status: 'lost', potential_win: '10.35', payout: '0' })).toEqual({
      kind: 'lost',
      amount: '0',
    });
  });

  it('labels and colours each status', () => {
    expect(betStatusLabel(defaultTranslate, 'void')).toBe('Void');
    expect(betStatusTone('won')).toBe('gold');
    expect(betStatusTone('lost')).toBe('danger');
    expect(betStatusTone('open')).toBe('info');
  });
});
