import { act, cleanup, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { afterEach, describe, expect, it } from 'vitest';
import { keepLastGoodData } from './keep-last-good-data.ts';

afterEach(cleanup);

function View({ fetcher }: { fetcher(): Promise<string> }) {
  const { data, error, mutate } = useSWR('key', fetcher);
  return (
    <>
      <p>{error ? 'error' : (data ?? 'loading')}</p>
      <button onClick={() => void mutate()}>revalidate</button>
    </>
  );
}

function renderWith(fetcher: () => Promise<string>) {
  render(
    <SWRConfig value={{ provider: () => new Map(), use: [keepLastGoodData], dedupingInterval: 0 }}>
      <View fetcher={fetcher} />
    </SWRConfig>,
  );
}

describe('keepLastGoodData', () => {
  it('keeps the last good data when a revalidation fails', async () => {
    let fail = false;
    renderWith(async () => {
      if (fail) throw new Error('offline');
      return 'games';
    });
    expect(await screen.findByText('games')).toBeTruthy();
    fail = true;
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByText('games')).toBeTruthy();
  });

  it('reports the error of a key that has no data yet', async () => {
    renderWith(async () => {
      throw new Error('offline');
    });
    expect(await screen.findByText('error')).toBeTruthy();
  });

  it('leaves infinite loading its pages (size, setSize)', async () => {
    function Pages() {
      const pages = useSWRInfinite(
        (index: number) => `page-${index}`,
        async (key: string) => key,
      );
      return (
        <>
          <p>{(pages.data ?? []).join(',') || 'loading'}</p>
          <button onClick={() => void pages.setSize(pages.size + 1)}>more</button>
        </>
      );
    }
    render(
      <SWRConfig value={{ provider: () => new Map(), use: [keepLastGoodData] }}>
        <Pages />
      </SWRConfig>,
    );
    expect(await screen.findByText('page-0')).toBeTruthy();
    act(() => screen.getByText('more').click());
    expect(await screen.findByText('page-0,page-1')).toBeTruthy();
  });
});
