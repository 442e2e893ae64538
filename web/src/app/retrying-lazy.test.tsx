import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { retryingLazy } from './retrying-lazy.ts';

afterEach(cleanup);

function Hello({ name }: { name: string }) {
  return <p>hello {name}</p>;
}

describe('retryingLazy', () => {
  it('renders a component preloaded before its first render without suspending', async () => {
    const { Component, preload } = retryingLazy(() => Promise.resolve(Hello));
    await preload();
    // A synchronous render: a suspending component would show the fallback here.
    expect(
      renderToString(
        <Suspense fallback={<p>loading</p>}>
          <Component name="player" />
        </Suspense>,
      ),
    ).toContain('hello <!-- -->player');
  });

  it('suspends while the chunk loads, then shows it', async () => {
    let resolve!: (component: typeof Hello) => void;
    const { Component } = retryingLazy(() => new Promise<typeof Hello>((r) => (resolve = r)));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Component name="player" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    resolve(Hello);
    expect(await screen.findByText('hello player')).toBeTruthy();
  });
});
