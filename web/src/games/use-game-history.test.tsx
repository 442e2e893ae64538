import { games } from '@croupier/core/refs';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, withFakeApi } from '../test-support/fake-api.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { testPlatform } from '../test-support/test-platform.ts';
import { useGameHistory, useHistoryExport } from './use-game-history.ts';

afterEach(cleanup);

const rounds = (offset: number, count: number) => ({
  items: Array.from({ length: count }, (_, i) => ({ id: `round-${offset + i}` })),
  total: 25,
  offset,
  count,
});

describe('useGameHistory', () => {
  it('asks nothing while disabled (a guest)', () => {
    const { platform, calls } = withFakeApi(testPlatform().platform);
    const hook = renderWithPlatform(() => useGameHistory(false), platform);
    expect(hook.result.current.data).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('asks ten rounds a page, the next page from where the last one ended', async () => {
    const { platform, paramsOf } = withFakeApi(testPlatform().platform, {
      [games.getHistory.path]: (params: { offset: number; count: number }) =>
        rounds(params.offset, params.count),
    });
    const hook = renderWithPlatform(() => useGameHistory(true), platform);
    await waitFor(() => expect(hook.result.current.data).toHaveLength(1));
    await act(() => hook.result.current.setSize(2));
    await waitFor(() => expect(hook.result.current.data).toHaveLength(2));
    expect(hook.result.current.data?.[1]?.items[0]).toEqual({ id: 'round-10' });
    expect(paramsOf(games.getHistory)).toEqual(
      expect.arrayContaining([
        { offset: 0, count: 10 },
        { offset: 10, count: 10 },
      ]),
    );
  });

  it('gives the error of a failed page', async () => {
    const { platform } = withFakeApi(testPlatform().platform, {
      [games.getHistory.path]: () => {
        throw apiError(500, 'InternalServerErrorException');
      },
    });
    const hook = renderWithPlatform(() => useGameHistory(true), platform);
    await waitFor(() => expect(hook.result.current.error).toBeDefined());
  });
});

describe('useHistoryExport', () => {
  it('asks nothing while disabled', () => {
    const { platform, calls } = withFakeApi(testPlatform().platform);
    renderWithPlatform(() => useHistoryExport(false), platform);
    expect(calls).toEqual([]);
  });

  it('shows the latest request, or null when there is none', async () => {
    const { platform, paramsOf } = withFakeApi(testPlatform().platform, {
      [games.gethistoryexportrequest.path]: () => null,
    });
    const hook = renderWithPlatform(() => useHistoryExport(true), platform);
    await waitFor(() => expect(hook.result.current.isLoading).toBe(false));
    expect(hook.result.current.data).toBeNull();
    expect(paramsOf(games.gethistoryexportrequest)).toEqual([{}]);
  });

  it('shows a new ready export at once, without asking for it again', async () => {
    const ready = { id: 'exp-1', status: 'ready', url: '/exports/exp-1.csv' };
    const { platform, paramsOf } = withFakeApi(testPlatform().platform, {
      [games.gethistoryexportrequest.path]: () => null,
      [games.createhistoryexportrequest.path]: () => ready,
    });
    const hook = renderWithPlatform(() => useHistoryExport(true), platform);
    await waitFor(() => expect(hook.result.current.data).toBeNull());
    await act(() => hook.result.current.requestExport());
    expect(hook.result.current.data).toEqual(ready);
    expect(paramsOf(games.createhistoryexportrequest)).toEqual([{}]);
    expect(paramsOf(games.gethistoryexportrequest)).toHaveLength(1);
  });

  it('asks a pending export’s state again after creating it', async () => {
    const pending = { id: 'exp-2', status: 'pending' };
    const ready = { id: 'exp-2', status: 'ready', url: '/exports/exp-2.csv' };
    let latest: unknown = null;
    const { platform, paramsOf } = withFakeApi(testPlatform().platform, {
      [games.gethistoryexportrequest.path]: () => latest,
      [games.createhistoryexportrequest.path]: () => {
        // The server finishes it before the revalidation reads it back.
        latest = ready;
        return pending;
      },
    });
    const hook = renderWithPlatform(() => useHistoryExport(true), platform);
    await waitFor(() => expect(hook.result.current.data).toBeNull());
    await act(() => hook.result.current.requestExport());
    await waitFor(() => expect(hook.result.current.data).toEqual(ready));
    expect(paramsOf(games.gethistoryexportrequest)).toHaveLength(2);
  });
});
