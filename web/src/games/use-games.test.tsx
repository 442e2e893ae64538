import { games } from '@croupier/core/refs';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, deferred, withFakeApi } from '../test-support/fake-api.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { testPlatform } from '../test-support/test-platform.ts';
import { useCategories, useGames } from './use-games.ts';

afterEach(cleanup);

const page = (sysnames: string[]) => ({
  items: sysnames.map((sysname) => ({ sysname })),
  total: sysnames.length,
  offset: 0,
  count: sysnames.length,
});

describe('useGames', () => {
  it('asks games.get with the query, loading until the answer is in', async () => {
    const answer = deferred<unknown>();
    const { platform, paramsOf } = withFakeApi(testPlatform().platform, {
      [games.get.path]: () => answer.promise,
    });
    const query = { category: 'slots', offset: 0, count: 24 };
    const hook = renderWithPlatform(() => useGames(query), platform);
    expect(hook.result.current.isLoading).toBe(true);
    expect(hook.result.current.data).toBeUndefined();
    expect(paramsOf(games.get)).toEqual([query]);

    await act(async () => answer.resolve(page(['book-of-dead'])));
    expect(hook.result.current.isLoading).toBe(false);
    expect(hook.result.current.data?.items.map((game) => game.sysname)).toEqual(['book-of-dead']);
  });

  it('gives the call’s §8 error, without data', async () => {
    const { platform } = withFakeApi(testPlatform().platform, {
      [games.get.path]: () => {
        throw apiError(500, 'InternalServerErrorException');
      },
    });
    const hook = renderWithPlatform(() => useGames({ offset: 0, count: 24 }), platform);
    await waitFor(() => expect(hook.result.current.error).toBeDefined());
    expect(hook.result.current.error).toMatchObject({ type: 'InternalServerErrorException' });
    expect(hook.result.current.data).toBeUndefined();
  });

  it('asks again when the locale changes (the names are translated)', async () => {
    const base = testPlatform().platform;
    const { platform, paramsOf } = withFakeApi(base, {
      [games.get.path]: () => page(['book-of-dead']),
    });
    const hook = renderWithPlatform(() => useGames({ offset: 0, count: 24 }), platform);
    await waitFor(() => expect(hook.result.current.data).toBeDefined());
    expect(paramsOf(games.get)).toHaveLength(1);

    await act(async () => base.stores.locale.setCurrent('ru'));
    await waitFor(() => expect(paramsOf(games.get)).toHaveLength(2));
  });

  it('asks again for a new query', async () => {
    const { platform, paramsOf } = withFakeApi(testPlatform().platform, {
      [games.get.path]: (params: { category?: string }) => page([params.category ?? 'none']),
    });
    const hook = renderWithPlatform(
      (category: string) => useGames({ category, offset: 0, count: 24 }),
      platform,
      'slots',
    );
    await waitFor(() => expect(hook.result.current.data?.items[0]?.sysname).toBe('slots'));
    hook.rerender('live');
    await waitFor(() => expect(hook.result.current.data?.items[0]?.sysname).toBe('live'));
    expect(paramsOf(games.get).map((params) => (params as { category: string }).category)).toEqual([
      'slots',
      'live',
    ]);
  });
});

describe('useCategories', () => {
  it('asks games.getCategories without params and gives the list', async () => {
    const { platform, paramsOf } = withFakeApi(testPlatform().platform, {
      [games.getCategories.path]: () => [{ slug: 'slots', name: 'Slots' }],
    });
    const hook = renderWithPlatform(() => useCategories(), platform);
    await waitFor(() => expect(hook.result.current.data).toHaveLength(1));
    expect(paramsOf(games.getCategories)).toEqual([{}]);
  });
});
