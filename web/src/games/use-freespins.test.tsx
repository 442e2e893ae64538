import { FREESPINS_COUNT } from '@croupier/core/constants';
import { freespins } from '@croupier/core/refs';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withFakeApi } from '../test-support/fake-api.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { useFreespins } from './use-freespins.ts';

afterEach(cleanup);

const pack = (sysname: string, remaining_count: number, status = 'active') => ({
  status,
  remaining_count,
  game: { sysname },
});

function setup(signedIn: boolean) {
  const base = testPlatform().platform;
  if (signedIn) base.stores.session.setUser(PLAYER);
  const fake = withFakeApi(base, {
    [freespins.get.path]: () => ({
      items: [
        pack('book-of-dead', 10),
        pack('book-of-dead', 5),
        pack('starburst', 0),
        pack('gates', 20, 'expired'),
        pack('sweet-bonanza', 3),
      ],
      total: 5,
    }),
  });
  return { base, ...fake };
}

describe('useFreespins', () => {
  it('asks nothing for a guest', () => {
    const { platform, calls } = setup(false);
    const hook = renderWithPlatform(() => useFreespins(), platform);
    expect(hook.result.current.size).toBe(0);
    expect(calls).toEqual([]);
  });

  it('asks the active packs and sums the spins left per game, skipping spent and inactive ones', async () => {
    const { platform, paramsOf } = setup(true);
    const hook = renderWithPlatform(() => useFreespins(), platform);
    await waitFor(() => expect(hook.result.current.size).toBeGreaterThan(0));
    expect(Object.fromEntries(hook.result.current)).toEqual({
      'book-of-dead': 15,
      'sweet-bonanza': 3,
    });
    expect(paramsOf(freespins.get)).toEqual([{ status: 'active', count: FREESPINS_COUNT }]);
  });

  it('asks once the guest signs in', async () => {
    const { base, platform, paramsOf } = setup(false);
    const hook = renderWithPlatform(() => useFreespins(), platform);
    expect(paramsOf(freespins.get)).toEqual([]);
    await act(async () => base.stores.session.setUser(PLAYER));
    await waitFor(() => expect(hook.result.current.get('book-of-dead')).toBe(15));
  });

  it('shows no badges from a server without the freespins group', async () => {
    const { platform, handlers, calls } = setup(true);
    delete handlers[freespins.get.path];
    const hook = renderWithPlatform(() => useFreespins(), platform);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(hook.result.current.size).toBe(0);
  });
});
