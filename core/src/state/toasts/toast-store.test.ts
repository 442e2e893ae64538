import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { globalTimers } from '../shared/effects.ts';
import { addToast, removeToast, visibleToasts } from './toast-list.ts';
import { createToastStore } from './toast-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toast list transitions', () => {
  it('adds with defaults: kind info, duration 5000 ms', () => {
    const s = addToast({ items: [] }, 't1', { message: 'Saved' });
    expect(s.items).toEqual([
      { id: 't1', kind: 'info', type: null, title: null, message: 'Saved', duration: 5000 },
    ]);
    expect(removeToast(s, 't1').items).toEqual([]);
  });

  it('caps the visible count, oldest first', () => {
    let s = { items: [] as ReturnType<typeof addToast>['items'] };
    for (const id of ['a', 'b', 'c', 'd']) s = addToast(s, id, { message: id });
    expect(visibleToasts(s, 2).map((t) => t.id)).toEqual(['a', 'b']);
  });
});

describe('toast store (§4 Toasts: auto-remove after their time, default 5000 ms, or on close)', () => {
  it('auto-removes after 5000 ms by default', () => {
    const store = createToastStore({ timers: globalTimers });
    store.show({ kind: 'success', message: 'Profile saved' });
    vi.advanceTimersByTime(4999);
    expect(store.state.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.state.items).toHaveLength(0);
  });

  it('honours a custom duration and duration 0 (until closed)', () => {
    const store = createToastStore({ timers: globalTimers });
    store.show({ kind: 'error', message: 'short', duration: 1000 });
    const sticky = store.show({ kind: 'warning', message: 'sticky', duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect(store.state.items.map((t) => t.message)).toEqual(['sticky']);
    store.dismiss(sticky);
    expect(store.state.items).toHaveLength(0);
  });

  it('manual dismiss removes the toast and cancels its timer', () => {
    const store = createToastStore({ timers: globalTimers });
    const id = store.show({ message: 'x', type: 'quest' });
    store.dismiss(id);
    expect(store.state.items).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('caps visible toasts; a waiting toast gets its full time once it shows', () => {
    const store = createToastStore({ timers: globalTimers, maxVisible: 2 });
    store.show({ message: 'one' });
    vi.advanceTimersByTime(1000);
    store.show({ message: 'two' });
    store.show({ message: 'three' });
    expect(store.visible().map((t) => t.message)).toEqual(['one', 'two']);
    vi.advanceTimersByTime(4000); // "one" leaves at 5000 ms, "three" shows
    expect(store.visible().map((t) => t.message)).toEqual(['two', 'three']);
    vi.advanceTimersByTime(1000); // "two" leaves at 6000 ms
    expect(store.visible().map((t) => t.message)).toEqual(['three']);
    vi.advanceTimersByTime(3999);
    expect(store.state.items).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.state.items).toHaveLength(0);
  });

  it('clear removes everything and leaves no timers', () => {
    const store = createToastStore({ timers: globalTimers });
    store.show({ message: 'a' });
    store.show({ message: 'b' });
    store.clear();
    expect(store.state.items).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
