import { describe, expect, it } from 'vitest';
import { hallHref, parseHallQuery } from './hall-query.ts';

describe('hall filters in the address (§2.2: filter by query category, or providers as a comma list)', () => {
  it('reads category and a comma list of providers', () => {
    expect(parseHallQuery('?category=slots&providers=northlight,bluefin')).toEqual({
      category: 'slots',
      providers: ['northlight', 'bluefin'],
      search: '',
      favourites: false,
      sort: 'priority',
    });
    expect(parseHallQuery('providers=a%2Cb,,a').providers).toEqual(['a', 'b']);
    expect(parseHallQuery('sort=bogus').sort).toBe('priority');
    expect(parseHallQuery('favourites=1&sort=new')).toMatchObject({
      favourites: true,
      sort: 'new',
    });
  });

  it('writes the address back, providers as a readable comma list', () => {
    expect(hallHref({})).toBe('/gamehall');
    expect(hallHref({ category: 'live-casino', providers: ['northlight', 'bluefin'] })).toBe(
      '/gamehall?category=live-casino&providers=northlight,bluefin',
    );
    expect(hallHref({ favourites: true, category: 'slots', sort: 'name' })).toBe(
      '/gamehall?favourites=1&sort=name',
    );
    expect(hallHref({ search: 'book of' })).toBe('/gamehall?search=book%20of');
    const round = parseHallQuery(
      hallHref({ category: 'a b', providers: ['x'], sort: 'new' }).split('?')[1]!,
    );
    expect(round).toMatchObject({ category: 'a b', providers: ['x'], sort: 'new' });
  });
});
