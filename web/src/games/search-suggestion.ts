/**
 * "Did you mean": when a query finds nothing, the query with each term that matches no game
 * replaced by the closest word of the index's names and providers (edit distance ≤ 1 for
 * short terms, ≤ 2 from five letters). Null when no term is close to anything.
 */
import { queryTerms, type SearchIndex } from './search-index.ts';

/** Levenshtein distance of `a` and `b`, or `max + 1` as soon as it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The words of the index (names and providers), each once. */
function vocabulary(index: SearchIndex): Set<string> {
  const words = new Set<string>();
  for (const text of [...index.names, ...index.providers]) {
    for (const word of text.split(/[^\p{L}\p{N}]+/u)) if (word.length > 1) words.add(word);
  }
  return words;
}

const vocabularies = new WeakMap<SearchIndex, Set<string>>();

/** The corrected query for `query`, or null when there is nothing better to offer. */
export function suggestQuery(index: SearchIndex, query: string): string | null {
  const terms = queryTerms(query);
  if (terms.length === 0) return null;
  let words = vocabularies.get(index);
  if (!words) {
    words = vocabulary(index);
    vocabularies.set(index, words);
  }
  const known = (term: string) =>
    index.names.some((name) => name.includes(term)) ||
    index.providers.some((provider) => provider.includes(term));
  let changed = false;
  const corrected = terms.map((term) => {
    if (known(term)) return term;
    const max = term.length >= 5 ? 2 : 1;
    let best: string | null = null;
    let bestDistance = max + 1;
    for (const word of words) {
      const distance = editDistance(term, word, max);
      if (distance < bestDistance || (distance === bestDistance && best !== null && word < best)) {
        best = word;
        bestDistance = distance;
      }
    }
    if (best === null) return term;
    changed = true;
    return best;
  });
  return changed ? corrected.join(' ') : null;
}
