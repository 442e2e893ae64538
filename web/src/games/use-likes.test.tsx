import { games } from '@croupier/core/refs';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withFakeApi } from '../test-support/fake-api.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { PLAYER, testPlatform } from '../test-support/test-platform.ts';
import { useLikes } from './use-likes.tsx';

afterEach(cleanup);

function setup(signedIn: boolean) {
  const base = testPlatform().platform;
  if (signedIn) base.stores.session.setUser(PLAYER);
  const liked = ['starburst'];
  const fake = withFakeApi(base, {
    [games.getLikes.path]: () => ({ sysnames: [...liked] }),
    [games.addLike.path]: (params: { sysname: string }) => {
      liked.push(params.sysname);
      return null;
    },
    [games.removeLike.path]: (params: { sysname: string }) => {
      liked.splice(liked.indexOf(params.sysname), 1);
      return null;
    },
  });
  return { base, ...fake };
}

describe('useLikes', () => {
  it('asks nothing for a guest (§6) and likes nothing', () => {
    const { platform, calls } = setup(false);
    const hook = renderWithPlatform(() => useLikes(), platform);
    expect(hook.result.current.signedIn).toBe(false);
    expect(hook.result.current.liked.size).toBe(0);
    expect(hook.result.current.sysnames).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('gives the player’s likes in order, loading until they are in', async () => {
    const { platform, paramsOf } = setup(true);
    const hook = renderWithPlatform(() => useLikes(), platform);
    expect(hook.result.current.isLoading).toBe(true);
    await waitFor(() => expect(hook.result.current.sysnames).toEqual(['starburst']));
    expect(hook.result.current.liked.has('starburst')).toBe(true);
    expect(paramsOf(games.getLikes)).toEqual([{}]);
  });

  it('adds and removes a like, then asks the likes again (§4 Favourite toggle)', async () => {
    const { platform, paramsOf } = setup(true);
    const hook = renderWithPlatform(() => useLikes(), platform);
    await waitFor(() => expect(hook.result.current.sysnames).toEqual(['starburst']));

    await act(() => hook.result.current.setLike('book-of-dead', true));
    expect(paramsOf(games.addLike)).toEqual([{ sysname: 'book-of-dead' }]);
    expect(hook.result.current.sysnames).toEqual(['starburst', 'book-of-dead']);

    await act(() => hook.result.current.setLike('starburst', false));
    expect(paramsOf(games.removeLike)).toEqual([{ sysname: 'starburst' }]);
    expect(hook.result.current.sysnames).toEqual(['book-of-dead']);
    expect(paramsOf(games.getLikes)).toHaveLength(3);
  });

  it('asks the likes once the guest signs in', async () => {
    const { base, platform } = setup(false);
    const hook = renderWithPlatform(() => useLikes(), platform);
    await act(async () => base.stores.session.setUser(PLAYER));
    await waitFor(() => expect(hook.result.current.liked.has('starburst')).toBe(true));
    expect(hook.result.current.signedIn).toBe(true);
  });
});
