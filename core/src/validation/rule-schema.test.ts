import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { requiredCheckboxRule } from './checkbox.ts';
import { emailRule } from './email.ts';
import { refineWith, ruleSchema } from './rule-schema.ts';
import { firstIssue, issue } from './validation-issue.ts';
import { minLengthRule } from './length.ts';

describe('rules as zod/mini schemas (react-hook-form resolvers and the server)', () => {
  it('a passing rule parses the value unchanged', () => {
    expect(ruleSchema(emailRule).parse('a@b.com')).toBe('a@b.com');
  });
  it('a failing rule reports its key as the message and its params', () => {
    const result = ruleSchema((v) => minLengthRule(v, 4)).safeParse('abc');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        code: 'custom',
        message: 'minLength',
        params: { min: 4 },
        path: [],
      }),
    ]);
  });
  it('non-strings fail on type first', () => {
    expect(ruleSchema(emailRule).safeParse(5).success).toBe(false);
  });
  it('refines any base schema, e.g. a boolean checkbox inside an object', () => {
    const form = z.object({ terms: refineWith(z.boolean(), requiredCheckboxRule) });
    expect(form.safeParse({ terms: true }).success).toBe(true);
    const failed = form.safeParse({ terms: false });
    expect(failed.error?.issues[0]).toMatchObject({
      message: 'uncheckedCheckbox',
      path: ['terms'],
    });
  });
});

describe('issue helpers', () => {
  it('omits empty params', () => {
    expect(issue('wrongField')).toEqual({ key: 'wrongField' });
    expect(issue('minValue', { min: 1 })).toEqual({ key: 'minValue', params: { min: 1 } });
  });
  it('firstIssue runs rules in order', () => {
    const rules = [
      (v: string) => (v ? null : issue('requiredField')),
      (v: string) => minLengthRule(v, 3),
    ];
    expect(firstIssue('', rules)).toEqual({ key: 'requiredField' });
    expect(firstIssue('ab', rules)).toEqual({ key: 'minLength', params: { min: 3 } });
    expect(firstIssue('abc', rules)).toBeNull();
  });
});
