import { describe, expect, it } from 'vitest';
import { formFields, type PersonalField } from './field-set.ts';

const fields: PersonalField[] = [
  { name: 'email', type: 'email', required: true },
  { name: 'mobile', type: 'phone', required: true },
  { name: 'password', type: 'password', required: true },
  { name: 'first_name', type: 'name', required: false },
  { name: 'birth_date', type: 'date', required: true },
  { name: 'postcode', type: 'postcode', required: false },
];
const names = (list: PersonalField[]) => list.map((f) => f.name);

describe('field sets (§5)', () => {
  it('full registration shows every field in server order', () => {
    expect(names(formFields(fields))).toEqual(names(fields));
  });
  it('fast registration hides non-required fields', () => {
    expect(names(formFields(fields, { fast: true }))).toEqual([
      'email',
      'mobile',
      'password',
      'birth_date',
    ]);
  });
  it('the phone field is excluded when email is the login type', () => {
    expect(names(formFields(fields, { loginType: 'email' }))).not.toContain('mobile');
    expect(names(formFields(fields, { loginType: 'email' }))).toContain('email');
  });
  it('the email field is excluded when phone is the login type', () => {
    expect(names(formFields(fields, { loginType: 'phone', fast: true }))).toEqual([
      'mobile',
      'password',
      'birth_date',
    ]);
  });
  it('recognises contact fields by name when the type is generic', () => {
    const generic = [
      { name: 'email', type: 'text', required: true },
      { name: 'phone', type: 'text', required: true },
    ];
    expect(names(formFields(generic, { loginType: 'phone' }))).toEqual(['phone']);
    expect(names(formFields(generic, { loginType: 'email' }))).toEqual(['email']);
  });
  it("asks only for the operator's personal fields besides login and password", () => {
    expect(names(formFields(fields, { loginType: 'email', only: [] }))).toEqual([
      'email',
      'password',
    ]);
    expect(names(formFields(fields, { loginType: 'phone', only: ['postcode'] }))).toEqual([
      'mobile',
      'password',
      'postcode',
    ]);
  });
});
