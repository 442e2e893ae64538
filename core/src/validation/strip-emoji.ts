/** Emoji stripping of spec §5 ("emoji can be stripped from inputs"). */

// Pictographs plus the joiners, variation selectors, skin tones, flag letters and keycap
// marks that compose them, so no invisible leftovers stay behind.
const EMOJI =
  /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u{E0020}-\u{E007F}]|\u200D|\uFE0E|\uFE0F|\u20E3/gu;

/** Removes emoji from text, keeping letters, digits and punctuation of every script. */
export function stripEmoji(text: string): string {
  return text.replace(EMOJI, '');
}
