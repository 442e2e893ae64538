import { games } from '@croupier/core/refs';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, withFakeApi } from '../test-support/fake-api.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { testPlatform } from '../test-support/test-platform.ts';
import { useGame } from './use-game.ts';

afterEach(cleanup);

const answer = (sysnames: string[]) => ({
  items: sysnames.map((sysname) => ({ sysname, name: sysname.toUpperCase() })),
  total: sysnames.length,
  offset: 0,
  count: 1,
});

describe('useGame', () => {
  it('asks games.get for one sysname with its description; undefined while loading', async () => {
    const { platform, paramsOf } = withFakeApi(testPlatform().platform, {
      [games.get.path]: () => answer(['book-of-dead']),
    });
    const hook = renderWithPlatform(() => useGame('book-of-dead'), platform);
    expect(hook.result.current.game).toBeUndefined();
    await waitFor(() => expect(hook.result.current.game?.sysname).toBe('book-of-dead'));
    expect(paramsOf(games.get)).toEqual([
      { sysnames: ['book-of-dead'], count: 1, fields: ['description'] },
    ]);
  });

  it('gives null for a sysname no active game has', async () => {
    const { platform } = withFakeApi(testPlatform().platform, {
      [games.get.path]: () => answer([]),
    });
    const hook = renderWithPlatform(() => useGame('gone'), platform);
    await waitFor(() => expect(hook.result.current.game).toBeNull());
  });

  it('keeps `game` undefined and gives the error when the call fails', async () => {
    const { platform } = withFakeApi(testPlatform().platform, {
      [games.get.path]: () => {
        throw apiError(500, 'InternalServerErrorException');
      },
    });
    const hook = renderWithPlatform(() => useGame('book-of-dead'), platform);
    await waitFor(() => expect(hook.result.current.error).toBeDefined());
    expect(hook.result.current.game).toBeUndefined();
  });
});
