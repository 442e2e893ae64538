/** Emoji stripping of spec §5 ("emoji can be stripped from inputs"). */

// What an emoji is: a pictograph drawn as an emoji by default (Emoji_Presentation), a
// text-style pictograph a variation selector turns into one ("❤️" = ❤ + U+FE0F), or a
// pictographic code point not yet assigned an emoji — plus the joiners, variation selectors,
// skin tones, flag letters and keycap marks that compose them, so no invisible leftovers stay.
//
// Decision (issue 17): symbols Unicode draws as text by default — © ® ™ ‼ and the like — are
// kept when typed on their own. They are Extended_Pictographic, so the plain property took
// them away, but players type them as text (a company name "Acme™", "© 2024" in an address)
// and §5 strips emoji, not typography. Followed by U+FE0F they are emoji and go.
const EMOJI =
  /\p{Emoji_Presentation}|\p{Extended_Pictographic}(?=\uFE0F)|(?!\p{Emoji})\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|[\u{E0020}-\u{E007F}]|\u200D|\uFE0E|\uFE0F|\u20E3/gu;

/** Removes emoji from text, keeping letters, digits, punctuation and text symbols (© ™). */
export function stripEmoji(text: string): string {
  return text.replace(EMOJI, '');
}
