import { describe, expect, it } from 'vitest';
import { maxLengthRule, minLengthRule, sameAsRule } from './length.ts';

describe('minLength / maxLength / sameAs (§5)', () => {
  it("minLength ('Min length is $$min$$') counts characters, empty passes", () => {
    expect(minLengthRule('abc', 4)).toEqual({ key: 'minLength', params: { min: 4 } });
    expect(minLengthRule('abcd', 4)).toBeNull();
    expect(minLengthRule('ёжик', 4)).toBeNull();
    expect(minLengthRule('', 4)).toBeNull();
  });
  it("maxLength ('Max length is $$max$$')", () => {
    expect(maxLengthRule('abcde', 4)).toEqual({ key: 'maxLength', params: { max: 4 } });
    expect(maxLengthRule('abcd', 4)).toBeNull();
  });
  it("sameAs ('The value must be equal to the {name} value')", () => {
    expect(sameAsRule('a', 'b', 'password')).toEqual({
      key: 'sameAs',
      params: { name: 'password' },
    });
    expect(sameAsRule('a', 'a', 'password')).toBeNull();
  });
});
