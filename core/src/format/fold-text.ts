/**
 * Text folded for search: lower case without diacritics, so "Éclair" matches "ecl" and
 * "BOOK" matches "book". The server's catalogue search and the web's search popup fold the
 * same way, so a query finds the same games in both.
 */
const MARKS = /[\u0300-\u036f]/g;

/** Lower case, diacritics removed (NFD, combining marks dropped). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}
