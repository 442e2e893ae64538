import { describe, expect, it } from 'vitest';
import { dateRule, dateSchema, filterDateInput, parseDate } from './date.ts';

describe('date rule (§5: valid, four-digit year, within min and max; dd.mm.yyyy)', () => {
  it('parses dd.mm.yyyy to UTC midnight', () => {
    expect(parseDate('21.11.2026')?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseDate('1.2.1990')?.toISOString()).toBe('1990-02-01T00:00:00.000Z');
    expect(parseDate("21'11'2026")?.toISOString()).toBe('2026-11-21T00:00:00.000Z');
    expect(parseDate('0050-01-01')).toBeNull();
    expect(parseDate('01.01.0050')?.getUTCFullYear()).toBe(50);
  });

  it.each(['21.11.2026', '29.02.2024', '01.01.1900', '31,12,1999', '15-06-2000'])(
    'accepts %s',
    (v) => {
      expect(dateRule(v)).toBeNull();
    },
  );

  it.each([
    ['31.02.2024', 'not a calendar date'],
    ['29.02.2023', 'not a leap year'],
    ['32.01.2020', 'day out of range'],
    ['01.13.2020', 'month out of range'],
    ['01.01.99', 'two-digit year'],
    ['01.01.19999', 'five-digit year'],
    ['2020-01-01', 'year first'],
    ['01/01/2020', 'slashes'],
    ['abc', 'letters'],
  ])('%s → date (%s)', (v) => {
    expect(dateRule(v)).toEqual({ key: 'date' });
  });

  it('empty gives requiredField unless optional', () => {
    expect(dateRule('')).toEqual({ key: 'requiredField' });
    expect(dateRule('', { required: false })).toBeNull();
  });

  it('not before min and not later than max (bounds inclusive, shown as dd.mm.yyyy)', () => {
    const adult = { min: '01.01.1900', max: new Date('2008-11-21T15:00:00Z') };
    expect(dateRule('21.11.2008', adult)).toBeNull();
    expect(dateRule('22.11.2008', adult)).toEqual({
      key: 'maxValue',
      params: { max: '21.11.2008' },
    });
    expect(dateRule('31.12.1899', adult)).toEqual({
      key: 'minValue',
      params: { min: '01.01.1900' },
    });
    expect(dateRule('01.01.1900', adult)).toBeNull();
    expect(dateRule('10.10.2010', { max: '2009-01-01' })).toEqual({
      key: 'maxValue',
      params: { max: '01.01.2009' },
    });
  });

  it('limits input to digits, comma, dot, apostrophe, hyphen', () => {
    expect(filterDateInput('21/11 2026a')).toBe('21112026');
    expect(filterDateInput("21.11,20'2-6")).toBe("21.11,20'2-6");
  });

  it('works as a schema', () => {
    expect(dateSchema().safeParse('31.04.2020').error?.issues[0]?.message).toBe('date');
    expect(dateSchema().safeParse('30.04.2020').success).toBe(true);
  });
});
