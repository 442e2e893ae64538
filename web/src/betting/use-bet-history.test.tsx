import { games } from '@croupier/core/refs';
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { withFakeApi } from '../test-support/fake-api.ts';
import { renderWithPlatform } from '../test-support/with-platform.tsx';
import { testPlatform } from '../test-support/test-platform.ts';
import { useBetHistory } from './use-bet-history.ts';

afterEach(cleanup);

const bets = (offset: number, count: number) => ({
  items: Array.from({ length: count }, (_, i) => ({ id: offset + i })),
  total: 25,
});

describe('useBetHistory', () => {
  it('asks nothing while disabled', () => {
    const { platform, calls } = withFakeApi(testPlatform().platform);
    renderWithPlatform(() => useBetHistory('open', false), platform);
    expect(calls).toEqual([]);
  });

  it('asks ten bets of the filter a page, the next page from where the last one ended', async () => {
    const { platform, paramsOf } = withFakeApi(testPlatform().platform, {
      [games.getBetHistory.path]: (params: { offset: number; count: number }) =>
        bets(params.offset, params.count),
    });
    const hook = renderWithPlatform(() => useBetHistory('settled'), platform);
    await waitFor(() => expect(hook.result.current.data).toHaveLength(1));
    await act(() => hook.result.current.setSize(2));
    await waitFor(() => expect(hook.result.current.data).toHaveLength(2));
    expect(paramsOf(games.getBetHistory)).toEqual(
      expect.arrayContaining([
        { status: 'settled', offset: 0, count: 10 },
        { status: 'settled', offset: 10, count: 10 },
      ]),
    );
  });
});
