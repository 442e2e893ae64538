import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { createWatchable } from './watchable.ts';

describe('createWatchable (work starts with the first subscriber, stops with the last)', () => {
  it('calls onFirstSubscriber once and onLastUnsubscribed once', () => {
    const hooks = { onFirstSubscriber: vi.fn(), onLastUnsubscribed: vi.fn() };
    const w = createWatchable(proxy({ n: 0 }), hooks);
    const a = w.subscribe(() => {});
    const b = w.subscribe(() => {});
    expect(hooks.onFirstSubscriber).toHaveBeenCalledTimes(1);
    expect(w.isWatched()).toBe(true);
    a();
    a();
    expect(hooks.onLastUnsubscribed).not.toHaveBeenCalled();
    b();
    expect(hooks.onLastUnsubscribed).toHaveBeenCalledTimes(1);
    expect(w.isWatched()).toBe(false);
  });

  it('notifies listeners of changes to the proxy', async () => {
    const state = proxy({ n: 0 });
    const w = createWatchable(state, { onFirstSubscriber() {}, onLastUnsubscribed() {} });
    const listener = vi.fn();
    w.subscribe(listener);
    state.n = 1;
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
