import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActivityHub } from '../shared/activity-hub.ts';
import { globalTimers } from '../shared/effects.ts';
import { baseRouteName, isChatBadgeVisible } from './chat-badge.ts';
import {
  createChatStore,
  isChatBadgeShown,
  type ChatScheduler,
  type ChatVisitor,
} from './chat-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(scheduler: ChatScheduler = globalTimers, result: boolean | Error = true) {
  const activity = createActivityHub();
  let visitor: ChatVisitor = { uid: 0, locale: 'en' };
  const load = vi.fn(async (_v: ChatVisitor) => {
    if (result instanceof Error) throw result;
    return result;
  });
  const log = vi.fn();
  const store = createChatStore({ load, visitor: () => visitor, activity, scheduler, log });
  return {
    store,
    activity,
    load,
    log,
    setVisitor: (v: ChatVisitor) => (visitor = v),
  };
}

describe('chat badge (§2.3)', () => {
  it('is hidden on betting, game-index-sysname and game-sysname, with or without locale suffix', () => {
    expect(isChatBadgeVisible('betting')).toBe(false);
    expect(isChatBadgeVisible('game-index-sysname')).toBe(false);
    expect(isChatBadgeVisible('game-sysname___de')).toBe(false);
    expect(isChatBadgeVisible('index')).toBe(true);
    expect(baseRouteName('profile___pt-BR')).toBe('profile');
  });
});

describe('chat loader (§4 Chat)', () => {
  it('loads once on first activity', async () => {
    const { store, activity, load } = setup();
    store.start();
    activity.emit();
    activity.emit();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(load).toHaveBeenCalledTimes(1);
    expect(store.state.status).toBe('loaded');
    expect(activity.listenerCount()).toBe(0);
  });

  it('loads after 1 s when no idle callback is available', async () => {
    const { store, load } = setup();
    store.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads via the idle callback when there is one', async () => {
    let idle: (() => void) | null = null;
    const cancelIdleCallback = vi.fn();
    const { store, load, activity } = setup({
      ...globalTimers,
      requestIdleCallback: (cb) => {
        idle = cb;
        return 1;
      },
      cancelIdleCallback,
    });
    store.start();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(load).not.toHaveBeenCalled();
    idle!();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(activity.listenerCount()).toBe(0);
    expect(cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('reloads with the new visitor identity after login, registration or logout', async () => {
    const { store, activity, load, setVisitor } = setup();
    store.identityChanged(); // not loaded yet: nothing
    expect(load).not.toHaveBeenCalled();
    store.start();
    activity.emit();
    await vi.advanceTimersByTimeAsync(0);
    setVisitor({ uid: 42, locale: 'en', email: 'a@b.co' });
    store.identityChanged();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenLastCalledWith({ uid: 42, locale: 'en', email: 'a@b.co' });
    expect(store.state.visitorUid).toBe(42);
  });

  it('no provider: not loaded, badge hidden', async () => {
    const { store, activity } = setup(globalTimers, false);
    store.start();
    activity.emit();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.state.status).toBe('skipped');
    expect(isChatBadgeShown(store.state)).toBe(false);
  });

  it('failure is logged only and the chat is skipped', async () => {
    const { store, activity, log } = setup(globalTimers, new Error('widget down'));
    store.start();
    activity.emit();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toHaveBeenCalledWith(new Error('widget down'));
    expect(store.state.status).toBe('skipped');
  });

  it('badge shows once loaded, except on hidden routes', async () => {
    const { store, activity } = setup();
    expect(isChatBadgeShown(store.state)).toBe(false);
    store.start();
    activity.emit();
    await vi.advanceTimersByTimeAsync(0);
    expect(isChatBadgeShown(store.state)).toBe(true);
    store.setRoute('betting');
    expect(isChatBadgeShown(store.state)).toBe(false);
  });
});
