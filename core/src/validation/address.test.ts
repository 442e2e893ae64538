import { describe, expect, it } from 'vitest';
import { addressRule, addressSchema } from './address.ts';

describe('address rule (§5: as name but digits allowed)', () => {
  it.each(['Brivibas iela 12-3', '221B Baker Street', 'Ул. Ленина, 5', 'Rua Augusta 1500'])(
    'accepts %s',
    (v) => {
      expect(addressRule(v)).toBeNull();
    },
  );
  it('empty gives requiredField', () => {
    expect(addressRule('')).toEqual({ key: 'requiredField' });
    expect(addressRule('', { required: false })).toBeNull();
  });
  it.each(['Street #5', 'Flat 3/4', 'a@b', 'Main St; 5', 'Road (old)', 'Nr_5'])(
    '%s → wrongField',
    (v) => {
      expect(addressRule(v)).toEqual({ key: 'wrongField' });
    },
  );
  it('works as a schema', () => {
    expect(addressSchema().safeParse('Main Street 5').success).toBe(true);
    expect(addressSchema().safeParse('Main <Street>').success).toBe(false);
  });
});
