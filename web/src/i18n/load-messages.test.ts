import { describe, expect, it, vi } from 'vitest';
import { loadMessages } from './load-messages.ts';

function loader(answers: (() => Promise<unknown>)[]) {
  const fetchJson = vi.fn((_path: string) => answers.shift()!()) as unknown as <T>(
    path: string,
  ) => Promise<T>;
  return { fetchJson, log: vi.fn() };
}

describe('loadMessages (one request per platform and locale)', () => {
  it('the app and a shell beside it share one request for a locale', async () => {
    const platform = loader([async () => ({ a: 'b' })]);
    const [first, second] = await Promise.all([
      loadMessages(platform, 'ru'),
      loadMessages(platform, 'ru'),
    ]);
    expect(first).toEqual({ a: 'b' });
    expect(second).toBe(first);
    expect(platform.fetchJson).toHaveBeenCalledTimes(1);
    expect(platform.fetchJson).toHaveBeenCalledWith('/nfx/i18n/messages/ru');
    // Another platform (another page render on the server) asks for its own.
    const other = loader([async () => ({ c: 'd' })]);
    expect(await loadMessages(other, 'ru')).toEqual({ c: 'd' });
  });

  it('a failed load reads as empty, is logged, and the next call asks again', async () => {
    const platform = loader([
      async () => {
        throw new Error('offline');
      },
      async () => ({ a: 'b' }),
    ]);
    expect(await loadMessages(platform, 'en')).toEqual({});
    expect(platform.log).toHaveBeenCalledTimes(1);
    expect(await loadMessages(platform, 'en')).toEqual({ a: 'b' });
    expect(platform.fetchJson).toHaveBeenCalledTimes(2);
  });
});
