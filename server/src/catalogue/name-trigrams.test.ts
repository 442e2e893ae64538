import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldText } from '@croupier/core/format';
import type { CatalogueSnapshot } from './catalogue-snapshot.ts';
import { positionsContaining } from './name-trigrams.ts';

/** Just what the index reads of a snapshot. */
function snapshotOf(names: string[], providers: string[]): CatalogueSnapshot {
  return {
    foldedNames: names.map(foldText),
    foldedProviders: providers.map(foldText),
  } as unknown as CatalogueSnapshot;
}

/** The plain scan the index replaces. */
function scan(snapshot: CatalogueSnapshot, term: string): number[] {
  const found: number[] = [];
  snapshot.foldedNames.forEach((name, at) => {
    if (name.includes(term) || snapshot.foldedProviders[at]!.includes(term)) found.push(at);
  });
  return found;
}

describe('positionsContaining', () => {
  const snapshot = snapshotOf(
    ['Book of Ra', 'Wolf Gold', 'Gates of Olympus', 'Sweet Bonanza', 'Golden Book'],
    ['Novomatic', 'Pragmatic Play', 'Pragmatic Play', 'Pragmatic Play', 'Bluefin'],
  );

  it('finds a term in the game name or the provider name, in position order', () => {
    expect(Array.from(positionsContaining(snapshot, 'book')!)).toEqual([0, 4]);
    expect(Array.from(positionsContaining(snapshot, 'gold')!)).toEqual([1, 4]);
    expect(Array.from(positionsContaining(snapshot, 'pragmatic')!)).toEqual([1, 2, 3]);
    expect(Array.from(positionsContaining(snapshot, 'of o')!)).toEqual([2]);
  });

  it('answers nothing for a term with a piece no name has', () => {
    expect(Array.from(positionsContaining(snapshot, 'zzz')!)).toEqual([]);
    // Every piece is somewhere, but not together.
    expect(Array.from(positionsContaining(snapshot, 'bookgold')!)).toEqual([]);
  });

  it('leaves terms shorter than three letters to the scan', () => {
    expect(positionsContaining(snapshot, 'bo')).toBeNull();
    expect(positionsContaining(snapshot, '')).toBeNull();
  });

  it('gives what the plain scan gives for any names and any term', () => {
    const word = fc.string({ unit: fc.constantFrom(...'abcdeé ÖØ1'), maxLength: 12 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(word, word), { minLength: 1, maxLength: 30 }),
        word,
        fc.nat(),
        fc.nat(),
        fc.boolean(),
        (games, raw, pick, from, fromAName) => {
          const list = snapshotOf(
            games.map(([name]) => name),
            games.map(([, provider]) => provider),
          );
          // Half the terms are a piece of some game's name, so there is something to find.
          const name = list.foldedNames[pick % games.length]!;
          const term = fromAName ? name.slice(from % (name.length + 1)) : foldText(raw);
          const found = positionsContaining(list, term);
          if (term.length < 3) expect(found).toBeNull();
          else expect(Array.from(found!)).toEqual(scan(list, term));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
