import { describe, expect, it } from 'vitest';
import { uniqueId } from './unique-id.ts';

describe('unique ids (§9: length 21)', () => {
  it('are 21 URL-safe characters', () => {
    const id = uniqueId();
    expect(id).toHaveLength(21);
    expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
  });
  it('do not repeat', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => uniqueId()));
    expect(ids.size).toBe(1000);
  });
  it('take another size when asked', () => {
    expect(uniqueId(8)).toHaveLength(8);
  });
});
