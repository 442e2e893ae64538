import { describe, expect, it } from 'vitest';
import { ServerError } from '../errors.ts';
import { assertMaySignIn } from './sign-in-gate.ts';

const now = new Date('2026-05-01T00:00:00Z');
const typeOf = (fn: () => void): string | null => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof ServerError ? err.type : 'other';
  }
};

describe('assertMaySignIn', () => {
  it('lets active players in and keeps banned, deleted and self-excluded ones out', () => {
    const gate = (status: 'active' | 'banned' | 'deleted' | 'self_excluded', until: Date | null) =>
      typeOf(() => assertMaySignIn({ status, selfExcludedUntil: until }, now));
    expect(gate('active', null)).toBeNull();
    expect(gate('banned', null)).toBe('UserBannedException');
    expect(gate('deleted', null)).toBe('UserDeletedException');
    expect(gate('self_excluded', null)).toBe('UserBannedException');
    expect(gate('active', new Date('2026-06-01T00:00:00Z'))).toBe('UserBannedException');
    expect(gate('self_excluded', new Date('2026-04-01T00:00:00Z'))).toBeNull();
  });
});
