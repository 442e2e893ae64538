import { describe, expect, it } from 'vitest';
import { cardHolderRule, cardNumberRule, luhnValid } from './card.ts';

describe('card holder (§5: letters, spaces, dot, apostrophe, hyphen)', () => {
  it.each(['JOHN SMITH', "Mary O'Neil", 'Jean-Luc Picard', 'J. R. TOLKIEN', 'Jānis Bērziņš'])(
    'accepts %s',
    (v) => {
      expect(cardHolderRule(v)).toBeNull();
    },
  );
  it.each(['JOHN SMITH 2', 'john_smith', 'J@NE', '...', 'Smith, John'])('%s → cardHolder', (v) => {
    expect(cardHolderRule(v)).toEqual({ key: 'cardHolder' });
  });
  it('empty → requiredField', () => {
    expect(cardHolderRule(' ')).toEqual({ key: 'requiredField' });
  });
});

describe('card number (§5: 6 digits, three dots, 4 digits mask; check-digit valid; or new)', () => {
  it('accepts the saved-card mask "411111...1111"', () => {
    expect(cardNumberRule('411111...1111')).toBeNull();
  });
  it.each(['4111111111111111', '4111 1111 1111 1111', '5555-5555-5555-4444', '378282246310005'])(
    'accepts the Luhn-valid %s',
    (v) => {
      expect(cardNumberRule(v)).toBeNull();
    },
  );
  it('refuses an 11-digit number even when its check digit is valid (decision in card.ts)', () => {
    expect(luhnValid('12345678903')).toBe(true);
    expect(cardNumberRule('12345678903')).toEqual({ key: 'cardNumber' });
    expect(luhnValid('123456789015')).toBe(true);
    expect(cardNumberRule('123456789015')).toBeNull();
  });
  it('accepts the word new', () => {
    expect(cardNumberRule('new')).toBeNull();
  });
  it.each([
    '4111111111111112',
    '411111..1111',
    '41111...1111',
    '411111...111',
    '411111…1111',
    'New card',
    '1234',
    '00000000000000000000',
  ])('%s → cardNumber', (v) => {
    expect(cardNumberRule(v)).toEqual({ key: 'cardNumber' });
  });
  it('empty → requiredField', () => {
    expect(cardNumberRule('')).toEqual({ key: 'requiredField' });
  });
  it('Luhn check digit', () => {
    expect(luhnValid('79927398713')).toBe(true);
    expect(luhnValid('79927398710')).toBe(false);
    expect(luhnValid('7992a398713')).toBe(false);
  });
});
