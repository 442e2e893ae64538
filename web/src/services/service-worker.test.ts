import { createMemoryStorage } from '@croupier/core/state';
import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type ServiceWorkerDeps } from './service-worker.ts';

/** Where the last update reload is remembered: a stored key, so pinned by value. */
const SW_RELOAD_KEY = 'croupier.swReloadAt';

function fakeContainer(controlled: boolean) {
  const listeners: (() => void)[] = [];
  return {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration)),
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    fire: () => listeners.forEach((l) => l()),
  };
}

function setup(controlled: boolean, now = 100_000, lastReloadAt?: number) {
  const container = fakeContainer(controlled);
  const sessionStorage = createMemoryStorage();
  if (lastReloadAt !== undefined) sessionStorage.setItem(SW_RELOAD_KEY, String(lastReloadAt));
  const reload = vi.fn();
  let loaded: (() => void) | null = null;
  const deps: ServiceWorkerDeps = {
    container: container as unknown as ServiceWorkerContainer,
    onLoaded: (callback) => {
      loaded = callback;
    },
    reload,
    sessionStorage,
    now: () => now,
    log: vi.fn(),
  };
  registerServiceWorker(deps);
  return { container, reload, deps, load: () => loaded?.() };
}

describe('service worker registration (§7, §9)', () => {
  it('registers /sw.js with scope / once the page has loaded', () => {
    const { container, load } = setup(false);
    expect(container.register).not.toHaveBeenCalled();
    load();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('reloads once when a new worker takes over an already controlled page', () => {
    const { container, reload, deps } = setup(true);
    container.fire();
    container.fire();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(deps.sessionStorage.getItem(SW_RELOAD_KEY)).toBe('100000');
  });

  it('does not reload on the first install, nor twice within the 10 s guard', () => {
    const first = setup(false);
    first.container.fire();
    expect(first.reload).not.toHaveBeenCalled();
    const recent = setup(true, 100_000, 95_000);
    recent.container.fire();
    expect(recent.reload).not.toHaveBeenCalled();
    const earlier = setup(true, 100_000, 90_000);
    earlier.container.fire();
    expect(earlier.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing without service worker support', () => {
    expect(() =>
      registerServiceWorker({ ...setup(false).deps, container: undefined }),
    ).not.toThrow();
  });
});
