import { describe, expect, it } from 'vitest';
import { requiredCheckboxRule, termsRule } from './checkbox.ts';

describe('terms (§5: must be true when terms are active → uncheckedCheckbox)', () => {
  it('active terms need the tick', () => {
    expect(termsRule(false, { isActive: true })).toEqual({ key: 'uncheckedCheckbox' });
    expect(termsRule(true, { isActive: true })).toBeNull();
  });
  it('inactive terms never block', () => {
    expect(termsRule(false, { isActive: false })).toBeNull();
  });
  it('social buttons: unticked active terms give the checkbox its error instead', () => {
    const socialAllowed = (ticked: boolean, isActive: boolean) =>
      termsRule(ticked, { isActive }) === null;
    expect(socialAllowed(false, true)).toBe(false);
    expect(socialAllowed(true, true)).toBe(true);
    expect(socialAllowed(false, false)).toBe(true);
  });
});

describe('required checkbox (§5: must be checked)', () => {
  it('unchecked → uncheckedCheckbox', () => {
    expect(requiredCheckboxRule(false)).toEqual({ key: 'uncheckedCheckbox' });
    expect(requiredCheckboxRule(true)).toBeNull();
  });
});
