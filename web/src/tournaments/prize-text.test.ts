import { describe, expect, it } from 'vitest';
import { defaultTranslate } from '../i18n/translate.ts';
import { formatPoints, placeRange, prizeText } from './prize-text.ts';

describe('prize table texts', () => {
  it('a single place is its number, a range uses an en dash', () => {
    expect(placeRange(1, 1)).toBe('1');
    expect(placeRange(4, 10)).toBe('4–10');
  });
  it('money prizes use the §9 amount format with the currency', () => {
    expect(
      prizeText(defaultTranslate, { type: 'money', amount: { amount: '1000', currency: 'USD' } }),
    ).toBe('1,000 USD');
    expect(
      prizeText(defaultTranslate, { type: 'money', amount: { amount: '50.5', currency: 'EUR' } }),
    ).toBe('50.50 EUR');
  });
  it('freespin packs name the count and the game', () => {
    expect(
      prizeText(defaultTranslate, {
        type: 'freespins',
        game: { sysname: 'book_of_ra', name: 'Book of Ra' },
        count: 200,
        bet: { amount: '1', currency: 'USD' },
      }),
    ).toBe('200 free spins in Book of Ra');
  });
  it('a thing is its title', () => {
    expect(prizeText(defaultTranslate, { type: 'item', title: 'Studio headphones' })).toBe(
      'Studio headphones',
    );
  });
});

describe('points', () => {
  it('groups thousands and keeps fractions of a point (a 0.15 bet is 1.5 points)', () => {
    expect(formatPoints(8124)).toBe('8,124');
    expect(formatPoints(1.5)).toBe('1.5');
    expect(formatPoints(31625.25)).toBe('31,625.25');
    expect(formatPoints(0)).toBe('0');
  });
});
