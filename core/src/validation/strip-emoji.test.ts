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
    // © ® ™ are text symbols (decision in strip-emoji.ts); with U+FE0F they are emoji.
    ['Acme™ © 2024 Brand®', 'Acme™ © 2024 Brand®'],
    ['Acme\u2122\uFE0F', 'Acme'],
    ['\u00A9\uFE0F 2024', ' 2024'],
    ['keycap 1️⃣', 'keycap 1'],
    ['🫠melt', 'melt'],
  ])('%s → %s', (input, output) => {
    expect(stripEmoji(input)).toBe(output);
  });
});
