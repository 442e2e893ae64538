import { games } from '@croupier/core/refs';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, withFakeApi } from '../test-support/fake-api.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { testPlatform } from '../test-support/test-platform.ts';
import { useProviders } from './use-providers.ts';

afterEach(cleanup);

describe('useProviders', () => {
  it('asks games.getProviders with game_params and gives them in order', async () => {
    const { platform, paramsOf } = withFakeApi(testPlatform().platform, {
      [games.getProviders.path]: () => [{ name: 'NetEnt' }, { name: 'Pragmatic' }],
    });
    const hook = renderWithPlatform(() => useProviders(), platform);
    expect(hook.result.current.isLoading).toBe(true);
    await waitFor(() =>
      expect(hook.result.current.data?.map((p) => (p as { name: string }).name)).toEqual([
        'NetEnt',
        'Pragmatic',
      ]),
    );
    expect(paramsOf(games.getProviders)).toEqual([{ fields: ['game_params'] }]);
  });

  it('gives the error when the call fails', async () => {
    const { platform } = withFakeApi(testPlatform().platform, {
      [games.getProviders.path]: () => {
        throw apiError(500, 'InternalServerErrorException');
      },
    });
    const hook = renderWithPlatform(() => useProviders(), platform);
    await waitFor(() =>
      expect(hook.result.current.error).toMatchObject({ type: 'InternalServerErrorException' }),
    );
  });

  it('asks again in a new locale', async () => {
    const base = testPlatform().platform;
    const { platform, paramsOf } = withFakeApi(base, { [games.getProviders.path]: () => [] });
    const hook = renderWithPlatform(() => useProviders(), platform);
    await waitFor(() => expect(hook.result.current.data).toEqual([]));
    await act(async () => base.stores.locale.setCurrent('ru'));
    await waitFor(() => expect(paramsOf(games.getProviders)).toHaveLength(2));
  });
});
