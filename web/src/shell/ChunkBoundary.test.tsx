import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../app/load-chunk.ts';
import { PlatformContext } from '../app/platform-context.ts';
import { retryingLazy } from '../app/retrying-lazy.ts';
import { testPlatform } from '../test-support/test-platform.ts';
import { PageErrorBoundary } from '../router/PageErrorBoundary.tsx';
import { ChunkBoundary } from './ChunkBoundary.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Offline, the loader gives up after one try: no backoff timers in these tests.
beforeEach(() => {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
});

const chunkError = () =>
  new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'));

function setup(first: unknown) {
  const { platform } = testPlatform();
  platform.network.set(false);
  const load = vi.fn<() => Promise<() => ReactNode>>().mockRejectedValueOnce(first);
  const { Component } = retryingLazy<object>(load);
  render(
    <PlatformContext value={platform}>
      <header>frame</header>
      <PageErrorBoundary fallback={(error) => <p>page error: {String(error)}</p>}>
        <ChunkBoundary>
          <Suspense fallback={<p>loading</p>}>
            <Component />
          </Suspense>
        </ChunkBoundary>
      </PageErrorBoundary>
    </PlatformContext>,
  );
  return { platform, load };
}

describe('a chunk that fails to load', () => {
  it('shows an inline retry in its place, the frame stays, and Retry loads it', async () => {
    const { load } = setup(chunkError());
    await act(async () => {});
    expect(screen.getByText('frame')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('couldn’t load');

    load.mockResolvedValueOnce(() => <p>screen</p>);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByText('screen')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads by itself when the connection returns', async () => {
    const { platform, load } = setup(chunkError());
    await act(async () => {});
    expect(screen.getByRole('alert')).toBeTruthy();

    load.mockResolvedValueOnce(() => <p>screen</p>);
    await act(async () => platform.network.set(true));
    expect(screen.getByText('screen')).toBeTruthy();
  });

  it('passes other errors to the boundary above', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setup(new RangeError('bug'));
    await act(async () => {});
    expect(screen.getByText('page error: RangeError: bug')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
