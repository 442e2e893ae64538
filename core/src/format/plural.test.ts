import { describe, expect, it } from 'vitest';
import { plural } from './plural.ts';

const days = ['день', 'дня', 'дней'] as const;
const daysUk = ['день', 'дні', 'днів'] as const;

describe('Slavic three-form plural helper (§9)', () => {
  it.each([
    [1, 'день'],
    [2, 'дня'],
    [4, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [12, 'дней'],
    [14, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [25, 'дней'],
    [101, 'день'],
    [111, 'дней'],
    [0, 'дней'],
  ])('ru %i → %s', (n, form) => {
    expect(plural('ru', n, days)).toBe(form);
  });

  it('ru fractions take the "few" form', () => {
    expect(plural('ru', 1.5, days)).toBe('дня');
  });

  it('uk follows the same three forms', () => {
    expect(plural('uk', 1, daysUk)).toBe('день');
    expect(plural('uk', 3, daysUk)).toBe('дні');
    expect(plural('uk', 7, daysUk)).toBe('днів');
    expect(plural('uk', 31, daysUk)).toBe('день');
  });

  it('en uses one/other', () => {
    expect(plural('en', 1, ['day', 'days'])).toBe('day');
    expect(plural('en', 0, ['day', 'days'])).toBe('days');
    expect(plural('en', 2, ['day', 'days'])).toBe('days');
  });

  it('accepts forms by category, falling back to other', () => {
    expect(plural('en', 1, { one: 'spin', other: 'spins' })).toBe('spin');
    expect(plural('en', 5, { one: 'spin', other: 'spins' })).toBe('spins');
    expect(plural('ru', 5, { one: 'спин', few: 'спина', many: 'спинов' })).toBe('спинов');
    expect(plural('ru', 3, { one: 'спин', other: 'спинов' })).toBe('спинов');
  });
});
