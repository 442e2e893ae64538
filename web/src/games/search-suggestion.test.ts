import { describe, expect, it } from 'vitest';
import { createSearchIndex, type SearchGame } from './search-index.ts';
import { suggestQuery } from './search-suggestion.ts';

let id = 0;
const game = (name: string, provider_name = 'Northlight Gaming'): SearchGame => ({
  id: ++id,
  sysname: `g${id}`,
  name,
  provider: provider_name.toLowerCase().replace(/\W+/g, '_'),
  provider_name,
  type: 'slot',
  cover: '/c.png',
});

const index = createSearchIndex([
  game('Book of Dragons'),
  game('Starlight Princess', 'Pragmatic Play'),
  game('Éclair Royale'),
]);

describe('did you mean (a search that finds nothing offers a corrected query)', () => {
  it('allows two edits from five letters, one below that, and never more', () => {
    expect(suggestQuery(index, 'dargons')).toBe('dragons'); // two edits, seven letters
    expect(suggestQuery(index, 'bok')).toBe('book'); // one edit, three letters
    expect(suggestQuery(index, 'boko')).toBeNull(); // two edits, four letters
    expect(suggestQuery(index, 'dargon')).toBeNull(); // three edits
  });

  it('corrects a misspelt name or provider word', () => {
    expect(suggestQuery(index, 'drgons')).toBe('dragons');
    expect(suggestQuery(index, 'pragmatik')).toBe('pragmatic');
    expect(suggestQuery(index, 'eclar')).toBe('eclair');
  });

  it('keeps the terms that match and corrects only the others', () => {
    expect(suggestQuery(index, 'book drgons')).toBe('book dragons');
  });

  it('offers nothing when nothing is close or nothing is wrong', () => {
    expect(suggestQuery(index, 'zzzzzzzz')).toBeNull();
    expect(suggestQuery(index, 'book')).toBeNull();
    expect(suggestQuery(index, '   ')).toBeNull();
  });
});
