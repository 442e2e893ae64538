/**
 * Loading a lazily imported chunk on a bad network (issue 16): a failed import is retried with
 * backoff; offline it gives up at once (the inline retry says so, and retries by itself when
 * the connection returns); when the server answers but the chunk is not there (a deploy replaced the build),
 * the page reloads once — a sessionStorage mark keeps that from ever becoming a loop.
 */
import type { KeyValueStorage, Timers } from '@croupier/core/state';

/** Retries after the first failure, and the first backoff (doubled each time). */
const CHUNK_RETRIES = 3;
const CHUNK_BACKOFF_MS = 500;

/** The sessionStorage mark of the one reload a missing chunk may cause. */
const CHUNK_RELOAD_KEY = 'croupier/chunk-reload';
/** A mark older than this no longer blocks a reload (a later deploy may need its own). */
const CHUNK_RELOAD_WINDOW_MS = 60_000;

/** A chunk that could not be loaded; the page shows an inline retry for it. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(override readonly cause: unknown) {
    super(`Could not load a part of the app: ${String((cause as Error)?.message ?? cause)}`);
  }
}

/** Whether `error` is a failed chunk load (ours, or the browser's/Vite's own wording). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|importing a module script failed|unable to preload|error loading dynamically/i.test(
    message,
  );
}

/** The chunk's address, when the browser's error names it (Chromium and Firefox do). */
export function chunkUrlOf(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const match = /(https?:\/\/\S+?\.(?:m?js|css))\b/.exec(message);
  return match ? match[1]! : null;
}

/** What the failed chunk's address answers: missing (404 …), or no answer at all. */
export type ChunkProbe = 'missing' | 'present' | 'unreachable';

/** Effects of {@link loadChunk}; {@link browserChunkEnv} in a browser. */
export interface ChunkEnv {
  timers: Timers;
  now(): number;
  online(): boolean;
  /** Asks the server for the chunk at `url` (null: the error did not name it). */
  probe(url: string | null): Promise<ChunkProbe>;
  reload(): void;
  /** sessionStorage (null where it is unavailable: then no reload, only the inline retry). */
  session: KeyValueStorage | null;
}

function sleep(env: ChunkEnv, ms: number): Promise<void> {
  return new Promise((resolve) => env.timers.setTimeout(resolve, ms));
}

/**
 * Reloads the page once for a chunk a deploy removed; false when a reload for it already
 * happened within {@link CHUNK_RELOAD_WINDOW_MS} (the new build lacks it too: no loop).
 */
function reloadOnceForMissingChunk(env: ChunkEnv): boolean {
  if (!env.session) return false;
  const last = Number(env.session.getItem(CHUNK_RELOAD_KEY) ?? 0);
  if (Number.isFinite(last) && env.now() - last < CHUNK_RELOAD_WINDOW_MS) return false;
  env.session.setItem(CHUNK_RELOAD_KEY, String(env.now()));
  env.reload();
  return true;
}

/**
 * Runs `load` (a dynamic import): online it retries {@link CHUNK_RETRIES} times with backoff,
 * offline it stops after the first failure (a service worker may still have had it). When it still fails, a chunk the server
 * reports missing reloads the page once (the reload never settles the promise); otherwise it
 * rejects with a {@link ChunkLoadError} for the inline retry.
 */
export async function loadChunk<T>(load: () => Promise<T>, effects?: ChunkEnv): Promise<T> {
  // Rendering on the server, a chunk is a module of the server bundle: no network to retry.
  if (!effects && typeof window === 'undefined') return load();
  const env = effects ?? browserChunkEnv();
  let lastError: unknown;
  for (let attempt = 0; attempt <= CHUNK_RETRIES; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      lastError = error;
      if (!isChunkLoadError(error)) throw error;
      if (!env.online()) break;
      if (attempt < CHUNK_RETRIES) await sleep(env, CHUNK_BACKOFF_MS * 2 ** attempt);
    }
  }
  if (env.online() && (await env.probe(chunkUrlOf(lastError))) === 'missing') {
    if (reloadOnceForMissingChunk(env)) return new Promise<T>(() => {});
  }
  throw new ChunkLoadError(lastError);
}

function sessionStore(win: Window): KeyValueStorage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}

/** The browser's effects for {@link loadChunk}. */
function browserChunkEnv(win: Window = window): ChunkEnv {
  return {
    timers: {
      setTimeout: (callback, ms) => win.setTimeout(callback, ms),
      clearTimeout: (handle) => win.clearTimeout(handle as number),
    },
    now: () => Date.now(),
    online: () => win.navigator.onLine !== false,
    async probe(url) {
      // Unnamed chunk: whether the server answers at all tells a deploy from a dead network.
      const target = url ?? new URL('/sw.js', win.location.origin).toString();
      try {
        const response = await fetch(target, { method: 'HEAD', cache: 'no-store' });
        if (url === null) return response.ok ? 'missing' : 'unreachable';
        return response.status === 404 || response.status === 410 ? 'missing' : 'present';
      } catch {
        return 'unreachable';
      }
    },
    reload: () => win.location.reload(),
    session: sessionStore(win),
  };
}

/**
 * `load` through {@link loadChunk}, loaded once and shared by every caller; a failure is
 * forgotten (unlike a bare cached `import()`), so the next call loads it again.
 */
export function chunkOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= loadChunk(load).catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
