import { describe, expect, it } from 'vitest';
import { letterNameRule, nameRule, nameSchema, noSpaceNameRule } from './name.ts';

describe('name rule (§5 first/last name)', () => {
  it.each(['John', 'Anna-Maria', 'Jean Luc', 'Иван', 'Jānis', 'Smith.'])('accepts %s', (v) => {
    expect(nameRule(v)).toBeNull();
  });

  it('empty gives requiredField (blank counts as empty)', () => {
    expect(nameRule('')).toEqual({ key: 'requiredField' });
    expect(nameRule('   ')).toEqual({ key: 'requiredField' });
  });

  it('an optional name may stay empty', () => {
    expect(nameRule('', { required: false })).toBeNull();
  });

  it('digits give wrongField', () => {
    expect(nameRule('John2')).toEqual({ key: 'wrongField' });
  });

  it.each([
    '@',
    '_',
    '"',
    "'",
    '!',
    '?',
    '#',
    '$',
    '%',
    '^',
    '&',
    '*',
    '(',
    ')',
    '{',
    '}',
    '[',
    ']',
    '|',
    '/',
    '\\',
    '<',
    '>',
    '~',
    '§',
    '+',
    ':',
    ';',
    '`',
  ])('the character %s gives wrongField', (ch) => {
    expect(nameRule(`Jo${ch}hn`)).toEqual({ key: 'wrongField' });
  });

  it('works as a schema', () => {
    expect(nameSchema().safeParse('Anna').success).toBe(true);
    expect(nameSchema().safeParse('Anna1').error?.issues[0]?.message).toBe('wrongField');
  });
});

describe('letters pattern (§5: letters including Cyrillic and Latvian, common punctuation)', () => {
  it.each([
    'John',
    "O'Brien",
    'Anna-Maria',
    'Jean Luc',
    'St. John',
    'Иван',
    'Ёлкин',
    'Олександр Їжак',
    'Jānis Bērziņš',
    'Čakste',
    'Ģirts',
    'Īvāns',
    'Ķēniņš',
    'Ļaudis',
    'Šmits',
    'Ūdris',
    'Žagars',
  ])('accepts %s', (v) => {
    expect(letterNameRule(v)).toBeNull();
  });

  it.each(['John3', 'J@ne', 'Jo_hn', 'Ann!', '-Anna', 'Zoë+1'])('%s → name', (v) => {
    expect(letterNameRule(v)).toEqual({ key: 'name' });
  });

  it('empty gives requiredField', () => {
    expect(letterNameRule('')).toEqual({ key: 'requiredField' });
  });
});

describe('no-space variant (§5: spaces, quotes and symbols forbidden)', () => {
  it.each(['John', 'Anna-Maria', 'Jānis', 'Иван'])('accepts %s', (v) => {
    expect(noSpaceNameRule(v)).toBeNull();
  });
  it.each(['Jean Luc', "O'Brien", 'Say "hi"', 'Ann,', 'A.B', 'Tom#', 'Tom1', 'tab\tname'])(
    '%s → wrongField',
    (v) => {
      expect(noSpaceNameRule(v)).toEqual({ key: 'wrongField' });
    },
  );
});
