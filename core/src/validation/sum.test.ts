import { describe, expect, it } from 'vitest';
import {
  depositAmountRule,
  depositAmountSchema,
  maxValueRule,
  minValueRule,
  multipleOfRule,
  sumRule,
  sumSchema,
} from './sum.ts';

const usd = { min: 10, max: 1000 };

describe('sum rule (§5: digits only, no leading zero, whole number within min and max)', () => {
  it.each(['10', '500', '1000', '1,000'])('accepts %s', (v) => {
    expect(sumRule(v, usd)).toBeNull();
  });
  it.each(['010', '0', '10.5', '-10', '1e3', 'abc', '10 0'])('%s → wrongField', (v) => {
    expect(sumRule(v, usd)).toEqual({ key: 'wrongField' });
  });
  it('out of range → sumError with min and max inserted', () => {
    expect(sumRule('9', usd)).toEqual({ key: 'sumError', params: { min: 10, max: 1000 } });
    expect(sumRule('1001', usd)).toEqual({ key: 'sumError', params: { min: 10, max: 1000 } });
    expect(sumRule('5', { ...usd, currency: 'USD' })).toEqual({
      key: 'sumError',
      params: { min: 10, max: 1000, currency: 'USD' },
    });
  });
  it('with only one bound reports minValue or maxValue', () => {
    expect(sumRule('5', { min: 10 })).toEqual({ key: 'minValue', params: { min: 10 } });
    expect(sumRule('50', { max: 20 })).toEqual({ key: 'maxValue', params: { max: 20 } });
  });
  it('an empty sum is required', () => {
    expect(sumRule('', usd)).toEqual({ key: 'requiredField' });
  });
  it('as a zod/mini schema carries the key and params', () => {
    const schema = sumSchema(usd);
    expect(schema.safeParse('100').success).toBe(true);
    const failed = schema.safeParse('5');
    expect(failed.success).toBe(false);
    expect(failed.error?.issues[0]).toMatchObject({
      message: 'sumError',
      params: { min: 10, max: 1000 },
    });
  });
});

describe('numeric min/max (§5: strip thousands commas; empty values pass)', () => {
  it('strips commas', () => {
    expect(minValueRule('1,000', 500)).toBeNull();
    expect(maxValueRule('1,000', 999)).toEqual({ key: 'maxValue', params: { max: 999 } });
    expect(minValueRule('1,000', 1001)).toEqual({ key: 'minValue', params: { min: 1001 } });
  });
  it('lets empty values pass', () => {
    expect(minValueRule('', 10)).toBeNull();
    expect(maxValueRule('  ', 10)).toBeNull();
  });
  it('bounds are inclusive', () => {
    expect(minValueRule('10', 10)).toBeNull();
    expect(maxValueRule('10.00', 10)).toBeNull();
  });
  it('a non-number is a wrong field', () => {
    expect(minValueRule('ten', 1)).toEqual({ key: 'wrongField' });
  });
});

describe("step multiple (§5: 'Value is not multiple of {value}')", () => {
  it('passes multiples, fails others with the step inserted', () => {
    expect(multipleOfRule('150', 50)).toBeNull();
    expect(multipleOfRule('1,500', 50)).toBeNull();
    expect(multipleOfRule('155', 50)).toEqual({ key: 'multipleOf', params: { value: 50 } });
  });
  it('handles decimal steps without float errors', () => {
    expect(multipleOfRule('0.3', 0.1)).toBeNull();
    expect(multipleOfRule('10.35', 0.05)).toBeNull();
    expect(multipleOfRule('10.37', 0.05)).toEqual({ key: 'multipleOf', params: { value: 0.05 } });
  });
  it('passes when no step is configured or the value is empty', () => {
    expect(multipleOfRule('7', undefined)).toBeNull();
    expect(multipleOfRule('7', 0)).toBeNull();
    expect(multipleOfRule('', 5)).toBeNull();
  });
});

describe('deposit amount (two decimals allowed)', () => {
  it.each(['10', '10.5', '10.50', '1,250.75', '0.5'])('accepts %s', (v) => {
    expect(depositAmountRule(v)).toBeNull();
  });
  it.each(['10.555', '010', '0', '0.00', '.5', '10.', 'abc', '-5'])('%s → wrongField', (v) => {
    expect(depositAmountRule(v)).toEqual({ key: 'wrongField' });
  });
  it('checks range, then step', () => {
    const opts = { min: 10, max: 1000, step: 5 };
    expect(depositAmountRule('9.99', opts)).toEqual({
      key: 'sumError',
      params: { min: 10, max: 1000 },
    });
    expect(depositAmountRule('12', opts)).toEqual({ key: 'multipleOf', params: { value: 5 } });
    expect(depositAmountRule('15', opts)).toBeNull();
  });
  it('an empty amount is required', () => {
    expect(depositAmountRule('')).toEqual({ key: 'requiredField' });
  });
  it('works as a schema', () => {
    expect(depositAmountSchema({ step: 5 }).safeParse('12.5').success).toBe(false);
    expect(depositAmountSchema({ step: 2.5 }).safeParse('12.5').success).toBe(true);
  });
});
