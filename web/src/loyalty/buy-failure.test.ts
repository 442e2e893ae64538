import { ApiError, NetworkError } from '@croupier/core/errors';
import { describe, expect, it } from 'vitest';
import { buyFailure } from './buy-failure.ts';

const refused = (reason: string) =>
  new ApiError(
    400,
    { type: 'InvalidRequestException', message: 'Refused', error_data: { reason } },
    '/api/loyalty/buyproduct',
  );

describe('a refused purchase', () => {
  it('with too few points opens the insufficient funds popup', () => {
    expect(buyFailure(refused('INSUFFICIENT_POINTS'))).toBe('insufficientPoints');
  });

  it('of a product gone says it is sold out', () => {
    expect(buyFailure(refused('OUT_OF_STOCK'))).toBe('outOfStock');
  });

  it('for any other reason is a plain failure', () => {
    expect(buyFailure(refused('SOMETHING'))).toBe('other');
    expect(buyFailure(new NetworkError('down', '/api/loyalty/buyproduct'))).toBe('other');
    expect(buyFailure(new Error('nope'))).toBe('other');
  });
});
