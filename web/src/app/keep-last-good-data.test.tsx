import { act, cleanup, render, screen } from '@testing-library/react';
import useSWR, { SWRConfig } from 'swr';
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
});
