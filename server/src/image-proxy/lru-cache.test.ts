import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache.ts';

const item = (n: number) => ({ byteLength: n });

describe('LruCache', () => {
  it('evicts the least recently used entries beyond its byte budget', () => {
    const cache = new LruCache<{ byteLength: number }>(100);
    cache.set('a', item(40));
    cache.set('b', item(40));
    cache.get('a');
    cache.set('c', item(40));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.bytes).toBe(80);
  });

  it('never stores a value larger than the whole budget', () => {
    const cache = new LruCache<{ byteLength: number }>(10);
    cache.set('big', item(11));
    expect(cache.size).toBe(0);
  });
});
