import { describe, expect, it } from 'vitest';
import { stripEmoji } from './strip-emoji.ts';

describe('emoji stripping (§5)', () => {
  it.each([
    ['Lucky😀', 'Lucky'],
    ['👍🏽ok', 'ok'],
    ['family👨‍👩‍👧end', 'family' + 'end'],
    ['flag🇱🇻', 'flag'],
    ['❤️ love', ' love'],
    ['Jānis Иван 123 -_.,!?', 'Jānis Иван 123 -_.,!?'],
  ])('%s → %s', (input, output) => {
    expect(stripEmoji(input)).toBe(output);
  });
});
