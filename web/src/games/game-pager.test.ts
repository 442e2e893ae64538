import type { contract } from '@croupier/core';
import { describe, expect, it, vi } from 'vitest';
import { createGamePager, type FetchGamePage } from './game-pager.ts';

type Game = contract.games.Game;

const game = (id: number): Game => ({
  id,
  sysname: `game_${id}`,
  name: `Game ${id}`,
  provider: 'p',
  provider_name: 'P',
  type: 'slot',
  categories: [],
  images: { cover: { x1: '/a', x2: '/b' } },
  has_demo: true,
  is_new: false,
  is_hot: false,
  priority: id,
  custom_name: null,
});

/** A server of `total` games answering pages, recording each request's offset. */
function server(total: number) {
  const offsets: number[] = [];
  const fetchPage: FetchGamePage = vi.fn(async (offset: number, count: number) => {
    offsets.push(offset);
    const items = Array.from({ length: Math.max(0, Math.min(count, total - offset)) }, (_, i) =>
      game(offset + i + 1),
    );
    return { items, total };
  });
  return { fetchPage, offsets };
}

describe('game pager (the hall loads the pages of the rows in view)', () => {
  it('loads only the pages covering the asked range, once each', async () => {
    const { fetchPage, offsets } = server(1000);
    const pager = createGamePager({ fetchPage, pageSize: 100 });
    expect(pager.total).toBeNull();
    pager.ensure(0, 10);
    pager.ensure(5, 50);
    await vi.waitFor(() => expect(pager.total).toBe(1000));
    expect(offsets).toEqual([0]);
    pager.ensure(250, 420);
    await vi.waitFor(() => expect(pager.loaded).toBe(400));
    expect(offsets).toEqual([0, 200, 300, 400]);
    expect(pager.gameAt(0)?.id).toBe(1);
    expect(pager.gameAt(420)?.id).toBe(421);
    expect(pager.gameAt(120)).toBeUndefined();
  });

  it('never asks past the last game', async () => {
    const { fetchPage, offsets } = server(150);
    const pager = createGamePager({ fetchPage, pageSize: 100 });
    pager.ensure(0, 0);
    await vi.waitFor(() => expect(pager.total).toBe(150));
    pager.ensure(0, 5000);
    await vi.waitFor(() => expect(pager.loaded).toBe(150));
    expect(offsets).toEqual([0, 100]);
  });

  it('keeps a failure until retry, then loads the page again', async () => {
    let fail = true;
    const onError = vi.fn();
    const pager = createGamePager({
      pageSize: 10,
      onError,
      fetchPage: async () => {
        if (fail) throw new Error('offline');
        return { items: [game(1)], total: 1 };
      },
    });
    const seen: number[] = [];
    pager.subscribe(() => seen.push(pager.version));
    pager.ensure(0, 0);
    await vi.waitFor(() => expect(pager.error).toBeInstanceOf(Error));
    expect(onError).toHaveBeenCalledTimes(1);
    pager.ensure(0, 0);
    expect(onError).toHaveBeenCalledTimes(1);
    fail = false;
    pager.retry();
    expect(pager.error).toBeNull();
    pager.ensure(0, 0);
    await vi.waitFor(() => expect(pager.gameAt(0)?.id).toBe(1));
    expect(seen.length).toBeGreaterThanOrEqual(3);
  });
});
