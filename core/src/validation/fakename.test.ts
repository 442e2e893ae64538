import { describe, expect, it } from 'vitest';
import { fakenameRule, fakenameSchema } from './fakename.ts';

describe('fakename (§5: at least 4 characters; no spaces, commas or special characters)', () => {
  it.each(['Lucky', 'ace_7', 'high-roller', 'Мастер', 'j.doe', '1234'])('accepts %s', (v) => {
    expect(fakenameRule(v)).toBeNull();
  });
  it('under 4 characters → minCountSymbolsFakename', () => {
    expect(fakenameRule('abc')).toEqual({ key: 'minCountSymbolsFakename', params: { min: 4 } });
  });
  it.each(['lucky star', 'ace,7', 'ace@7', 'win$$', 'name!', 'a/b/c', 'emoji😀'])(
    '%s → specialSymbolsFakename',
    (v) => {
      expect(fakenameRule(v)).toEqual({ key: 'specialSymbolsFakename' });
    },
  );
  it('empty → requiredField unless optional', () => {
    expect(fakenameRule('')).toEqual({ key: 'requiredField' });
    expect(fakenameRule('', { required: false })).toBeNull();
  });
  it('works as a schema', () => {
    expect(fakenameSchema().safeParse('ab').error?.issues[0]).toMatchObject({
      message: 'minCountSymbolsFakename',
      params: { min: 4 },
    });
  });
  it.each(['high_roller', 'j.doe', 'ace-of-spades', 'a_b.c-d'])(
    'allows the joiners _ . - (decision in fakename.ts): %s',
    (v) => {
      expect(fakenameRule(v)).toBeNull();
    },
  );
  it.each([
    'ace#1',
    'ace+1',
    "ace'1",
    'ace`1',
    'ace~1',
    'ace&1',
    'ace*1',
    'ace?1',
    'ace%1',
    'ace;1',
  ])('every other symbol is special: %s', (v) => {
    expect(fakenameRule(v)).toEqual({ key: 'specialSymbolsFakename' });
  });
});
