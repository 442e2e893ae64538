import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text.ts';

describe('foldText', () => {
  it('drops case and diacritics', () => {
    expect(foldText('Éclair Día São Ñandú')).toBe('eclair dia sao nandu');
    expect(foldText('BOOK of Ra')).toBe('book of ra');
  });
  it('keeps letters that have no decomposition', () => {
    expect(foldText('Straße Ølstue')).toBe('straße ølstue');
  });
});
