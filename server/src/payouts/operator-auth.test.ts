import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ServerError } from '../errors.ts';
import { assertOperator } from './operator-auth.ts';

const request = (authorization?: string) =>
  ({ headers: authorization === undefined ? {} : { authorization } }) as FastifyRequest;

function typeOf(fn: () => void): string | null {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof ServerError ? err.type : 'not a ServerError';
  }
}

describe('operator bearer token', () => {
  const token = 'operator-token-for-tests';

  it('accepts exactly the configured token', () => {
    expect(typeOf(() => assertOperator(request(`Bearer ${token}`), token))).toBeNull();
    expect(typeOf(() => assertOperator(request(`bearer  ${token} `), token))).toBeNull();
  });

  it('refuses a missing, malformed or wrong token with AuthorizationException', () => {
    for (const header of [
      undefined,
      '',
      token,
      `Basic ${token}`,
      `Bearer ${token}x`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token} extra`,
    ]) {
      expect(
        typeOf(() => assertOperator(request(header), token)),
        header,
      ).toBe('AuthorizationException');
    }
  });

  it('with no token configured (production without OPERATOR_TOKEN) refuses every call', () => {
    expect(typeOf(() => assertOperator(request('Bearer anything'), undefined))).toBe(
      'AccessDeniedException',
    );
    expect(typeOf(() => assertOperator(request(), undefined))).toBe('AccessDeniedException');
  });
});
