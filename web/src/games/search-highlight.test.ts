import { describe, expect, it } from 'vitest';
import { highlightParts } from './search-highlight.ts';
import { queryTerms } from './search-index.ts';

const marked = (text: string, query: string) =>
  highlightParts(text, queryTerms(query))
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('search highlighting (the popup marks what the query matched)', () => {
  it('marks a match whatever its case', () => {
    expect(marked('Book of Dragons', 'DRAG')).toBe('Book of [Drag]ons');
  });

  it('marks the accented original for an unaccented query, and the other way round', () => {
    expect(marked('Éclair Royale', 'ecl')).toBe('[Écl]air Royale');
    expect(marked('Eclair', 'écl')).toBe('[Ecl]air');
  });

  it('marks every term and every occurrence', () => {
    expect(marked('Dragon Pearls Dragon', 'dragon pe')).toBe('[Dragon] [Pe]arls [Dragon]');
  });

  it('leaves text without a match whole', () => {
    expect(highlightParts('Mega Fortune', queryTerms('xyz'))).toEqual([
      { text: 'Mega Fortune', match: false },
    ]);
    expect(highlightParts('', ['a'])).toEqual([]);
  });

  it('keeps positions when folding changes a character’s length', () => {
    // "İ" folds to two code units ("i" and a combining dot is dropped: "i"); the text after
    // it is still marked in the right place.
    expect(marked('İstanbul Nights', 'nig')).toBe('İstanbul [Nig]hts');
  });
});
