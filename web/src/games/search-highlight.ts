/**
 * Which parts of a game's name or provider a search matched, for the popup to mark them.
 * Matching is on folded text (lower case, no diacritics: search-index.ts), so "eclair" marks
 * "Éclair"; each character is folded alone so positions map back to the original text even
 * where folding changes the length of a character ("İ" → "i̇").
 */
import { foldText } from '@croupier/core/format';

/** A run of the original text, marked when a query term matched it. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

/** `text` split into marked and unmarked runs for the folded query `terms`. */
export function highlightParts(text: string, terms: readonly string[]): HighlightPart[] {
  if (!text) return [];
  // folded[i] is the folded text of the original characters chars[i].
  const chars = Array.from(text);
  let folded = '';
  const owner: number[] = [];
  chars.forEach((char, i) => {
    const piece = foldText(char);
    folded += piece;
    for (let k = 0; k < piece.length; k++) owner.push(i);
  });
  const marked = new Array<boolean>(chars.length).fill(false);
  for (const term of terms) {
    if (!term) continue;
    for (let at = folded.indexOf(term); at >= 0; at = folded.indexOf(term, at + term.length)) {
      for (let k = at; k < at + term.length; k++) marked[owner[k]!] = true;
    }
  }
  const parts: HighlightPart[] = [];
  chars.forEach((char, i) => {
    const last = parts[parts.length - 1];
    if (last && last.match === marked[i]) last.text += char;
    else parts.push({ text: char, match: marked[i]! });
  });
  return parts;
}
