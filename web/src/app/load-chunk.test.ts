import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  chunkUrlOf,
  isChunkLoadError,
  loadChunk,
  type ChunkEnv,
  type ChunkProbe,
} from './load-chunk.ts';

/** Where the one reload after a deploy is remembered: a stored key, so pinned by value. */
const CHUNK_RELOAD_KEY = 'croupier/chunk-reload';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const failed = (url = 'http://127.0.0.1:3000/assets/Home-abc123.js') =>
  new TypeError(`Failed to fetch dynamically imported module: ${url}`);

function fakeEnv(options: { online?: boolean; probe?: ChunkProbe } = {}) {
  const online = options.online ?? true;
  const stored = new Map<string, string>();
  const env = {
    timers: { setTimeout, clearTimeout },
    now: () => Date.now(),
    online: () => online,
    probe: vi.fn(async (_url: string | null) => options.probe ?? 'unreachable'),
    reload: vi.fn(),
    session: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  } satisfies ChunkEnv;
  return { env, stored };
}

describe('chunk load errors', () => {
  it('recognises the browsers’ and Vite’s wordings, and names the chunk', () => {
    expect(isChunkLoadError(failed())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new ChunkLoadError(failed()))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(chunkUrlOf(failed())).toBe('http://127.0.0.1:3000/assets/Home-abc123.js');
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeNull();
  });
});

describe('loadChunk', () => {
  it('retries with a doubling backoff and resolves once a retry succeeds', async () => {
    const { env } = fakeEnv();
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failed())
      .mockRejectedValueOnce(failed())
      .mockResolvedValue('screen');
    const result = loadChunk(load, env);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(499);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('screen');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('rejects with a ChunkLoadError after its retries when the server cannot be reached', async () => {
    const { env } = fakeEnv({ probe: 'unreachable' });
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failed());
    const result = loadChunk(load, env);
    const settled = expect(result).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(10_000);
    await settled;
    expect(load).toHaveBeenCalledTimes(4);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('gives up after one try while offline (no retries spent, no reload, no probe)', async () => {
    const { env } = fakeEnv({ online: false, probe: 'missing' });
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failed());
    await expect(loadChunk(load, env)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(load).toHaveBeenCalledTimes(1);
    expect(env.probe).not.toHaveBeenCalled();
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('offline, still tries once: a service worker may have the chunk', async () => {
    const { env } = fakeEnv({ online: false });
    await expect(loadChunk(async () => 'screen', env)).resolves.toBe('screen');
  });

  it('passes other errors through at once (a module that throws is not a network problem)', async () => {
    const { env } = fakeEnv();
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(new RangeError('bug'));
    await expect(loadChunk(load, env)).rejects.toBeInstanceOf(RangeError);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads once for a chunk a deploy removed, and never twice in a row', async () => {
    const { env, stored } = fakeEnv({ probe: 'missing' });
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failed());
    let settled = false;
    void loadChunk(load, env).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(env.probe).toHaveBeenCalledWith('http://127.0.0.1:3000/assets/Home-abc123.js');
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(stored.get(CHUNK_RELOAD_KEY)).toBeDefined();
    // The reload replaces the page: nothing renders an error meanwhile.
    expect(settled).toBe(false);

    // The reloaded page (same session) still lacks it: an inline retry, no second reload.
    const again = loadChunk(load, env);
    const rejected = expect(again).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(10_000);
    await rejected;
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('allows another reload for a later deploy, after the guard window', async () => {
    const { env } = fakeEnv({ probe: 'missing' });
    const load = vi.fn<() => Promise<string>>().mockRejectedValue(failed());
    void loadChunk(load, env);
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(120_000);
    void loadChunk(load, env);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });
});
