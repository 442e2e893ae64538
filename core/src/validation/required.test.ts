import { describe, expect, it } from 'vitest';
import { emptyOutcome, isEmpty, requiredRule, sexRule, textRule } from './required.ts';

describe('required and text (§5: text is required unless marked not required)', () => {
  it('treats null, undefined and blank text as empty (trimmed)', () => {
    expect(isEmpty(null)).toBe(true);
    expect(isEmpty(undefined)).toBe(true);
    expect(isEmpty(' \t')).toBe(true);
    expect(isEmpty('x')).toBe(false);
    expect(isEmpty(0)).toBe(false);
  });
  it('required → requiredField', () => {
    expect(requiredRule('  ')).toEqual({ key: 'requiredField' });
    expect(requiredRule('value')).toBeNull();
  });
  it('text is required by default', () => {
    expect(textRule('')).toEqual({ key: 'requiredField' });
    expect(textRule(undefined)).toEqual({ key: 'requiredField' });
    expect(textRule('ABC123')).toBeNull();
  });
  it('text marked not required passes empty', () => {
    expect(textRule('', { required: false })).toBeNull();
  });
  it('emptyOutcome tells empty-required, empty-optional and not-empty apart', () => {
    expect(emptyOutcome('', {}, 'insertEmailAddress')).toEqual({ key: 'insertEmailAddress' });
    expect(emptyOutcome('', { required: false })).toBeNull();
    expect(emptyOutcome('x')).toBeUndefined();
  });
});

describe('sex (§5: must be set)', () => {
  it('1 and 2 are set', () => {
    expect(sexRule(1)).toBeNull();
    expect(sexRule('2')).toBeNull();
  });
  it('the default 0, empty and missing are not set', () => {
    expect(sexRule(0)).toEqual({ key: 'requiredField' });
    expect(sexRule('0')).toEqual({ key: 'requiredField' });
    expect(sexRule('')).toEqual({ key: 'requiredField' });
    expect(sexRule(null)).toEqual({ key: 'requiredField' });
    expect(sexRule(undefined)).toEqual({ key: 'requiredField' });
  });
});
