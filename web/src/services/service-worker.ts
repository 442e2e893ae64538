/**
 * Registers the service worker (`/sw.js`, scope `/`, §7) once the page has loaded, and
 * reloads the page once when a new worker takes over (§9 "service worker reloads on
 * update"). The first install takes control without a reload; a reload within the 10 s
 * guard window (§9) is skipped, so a worker that keeps changing cannot loop the page.
 */
import { PAGE_RELOAD_GUARD_MS } from '@croupier/core/constants';
import type { Clock, KeyValueStorage, Logger } from '@croupier/core/state';

/** Address and scope of the worker. */
const SERVICE_WORKER_URL = '/sw.js';
const SERVICE_WORKER_SCOPE = '/';

/** Session-storage key of the last update reload. */
const SW_RELOAD_KEY = 'croupier.swReloadAt';

/** Whether a worker update may reload the page now. */
function mayReloadForUpdate(input: {
  /** The page was controlled by a worker when it loaded (so this is an update). */
  hadController: boolean;
  lastReloadAt: number | null;
  now: number;
}): boolean {
  if (!input.hadController) return false;
  return input.lastReloadAt === null || input.now - input.lastReloadAt >= PAGE_RELOAD_GUARD_MS;
}

/** What registration needs from the browser. */
export interface ServiceWorkerDeps {
  container: ServiceWorkerContainer | undefined;
  /** Runs `callback` once the page has loaded. */
  onLoaded(callback: () => void): void;
  reload(): void;
  sessionStorage: KeyValueStorage;
  now: Clock;
  log: Logger;
}

/** Registers the worker and arms the one-time update reload. */
export function registerServiceWorker(deps: ServiceWorkerDeps): void {
  const container = deps.container;
  if (!container) return;
  const hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (reloading) return;
    const stored = Number(deps.sessionStorage.getItem(SW_RELOAD_KEY));
    const now = deps.now();
    const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
    if (!mayReloadForUpdate({ hadController, lastReloadAt, now })) return;
    reloading = true;
    try {
      deps.sessionStorage.setItem(SW_RELOAD_KEY, String(now));
    } catch {
      // Without storage the in-memory flag still allows one reload.
    }
    deps.reload();
  });
  deps.onLoaded(() => {
    container
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .catch((error: unknown) => deps.log(error));
  });
}
