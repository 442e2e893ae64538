import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { amount, bool, int, intList, json, list } from './wire.ts';

describe('wire encodings', () => {
  it('reads integers from numbers and decimal strings, rejecting other text', () => {
    expect(int().parse('42')).toBe(42);
    expect(int().parse(7)).toBe(7);
    expect(int().safeParse('4.2').success).toBe(false);
    expect(int().safeParse('abc').success).toBe(false);
    expect(int().safeParse('').success).toBe(false);
  });
  it('reads booleans from 1/0 and true/false', () => {
    expect(bool().parse('1')).toBe(true);
    expect(bool().parse('0')).toBe(false);
    expect(bool().parse(true)).toBe(true);
    expect(bool().parse('false')).toBe(false);
    expect(bool().safeParse('yes').success).toBe(false);
  });
  it('reads lists from arrays and comma-joined strings', () => {
    expect(list().parse('trigger, description,,promotions')).toEqual([
      'trigger',
      'description',
      'promotions',
    ]);
    expect(list().parse(['a'])).toEqual(['a']);
    expect(intList().parse('1,2,3')).toEqual([1, 2, 3]);
    expect(intList().safeParse('1,x').success).toBe(false);
  });
  it('normalises amounts to strings with at most two decimals', () => {
    expect(amount().parse(10.5)).toBe('10.5');
    expect(amount().parse('100.25')).toBe('100.25');
    expect(amount().safeParse('1,000').success).toBe(false);
    expect(amount().safeParse('1.234').success).toBe(false);
    expect(amount().safeParse('-5').success).toBe(false);
  });
  it('reads structured values from JSON text', () => {
    const s = json(z.object({ iban: z.string() }));
    expect(s.parse('{"iban":"DE89"}')).toEqual({ iban: 'DE89' });
    expect(s.parse({ iban: 'DE89' })).toEqual({ iban: 'DE89' });
    expect(s.safeParse('{oops').success).toBe(false);
  });
});
