import { leaderboard } from '@croupier/core/refs';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { PlatformContext } from './platform-context.ts';
import { testPlatform } from '../test-support/test-platform.ts';
import { useMorePages } from './use-more-pages.ts';

afterEach(cleanup);

interface Row {
  place: number;
}

const PATH = leaderboard.get.path;

function setup() {
  let down = false;
  const asked: string[] = [];
  const { platform } = testPlatform({
    answers: {
      [PATH]: (url: URL) => {
        const offset = Number(url.searchParams.get('offset'));
        const count = Number(url.searchParams.get('count'));
        asked.push(`${offset}+${count}`);
        if (down) return 503;
        const items = Array.from({ length: count }, (_, i) => ({ place: offset + i + 1 }));
        return { data: { items, total: 7, offset, count } };
      },
    },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <PlatformContext value={platform}>{children}</PlatformContext>
    </SWRConfig>
  );
  const hook = renderHook(
    () => useMorePages<typeof leaderboard.get, Row>(leaderboard.get, { period: 'week' }, 3, 2),
    { wrapper },
  );
  return { hook, asked, setDown: (value: boolean) => (down = value) };
}

describe('useMorePages', () => {
  it('asks nothing until "load more", then the next page after the first each time', async () => {
    const { hook, asked } = setup();
    expect(hook.result.current.items).toEqual([]);
    expect(hook.result.current.total).toBeNull();
    expect(asked).toEqual([]);

    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.items).toHaveLength(2));
    expect(hook.result.current.items.map((row) => row.place)).toEqual([4, 5]);
    expect(hook.result.current.total).toBe(7);

    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.items).toHaveLength(4));
    expect(hook.result.current.items.map((row) => row.place)).toEqual([4, 5, 6, 7]);
    expect(asked).toEqual(['3+2', '5+2']);
  });

  it('says a page failed, keeps what it has, and asks it again on the next press', async () => {
    const { hook, asked, setDown } = setup();
    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.items).toHaveLength(2));

    setDown(true);
    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(hook.result.current.items.map((row) => row.place)).toEqual([4, 5]);

    setDown(false);
    act(() => hook.result.current.loadMore());
    await waitFor(() => expect(hook.result.current.items).toHaveLength(4));
    expect(hook.result.current.failed).toBe(false);
    expect(asked.filter((call) => call === '5+2').length).toBeGreaterThanOrEqual(2);
  });
});
