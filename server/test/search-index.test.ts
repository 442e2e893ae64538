import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games as gamesApi } from '@croupier/core/contract';
import { SPORTSBOOK_SYSNAME } from '../src/content/games.ts';
import { startTestServer, type TestServer } from './helpers.ts';

describe('games.getSearchIndex', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seedGames: 10_000 });
  }, 120_000);
  afterAll(() => server.close());

  it('lists the whole hall as columns in priority order, within 150 KB compressed for 10,000 games', async () => {
    const client = server.client();
    const res = await client.get('/api/games/getSearchIndex');
    expect(res.status).toBe(200);
    const index = gamesApi.searchIndex.parse(res.body.data);
    const n = index.games.id.length;
    expect(n).toBeGreaterThan(9_000);
    for (const column of Object.values(index.games)) expect(column).toHaveLength(n);
    expect(index.games.sysname).not.toContain(SPORTSBOOK_SYSNAME);
    expect(index.games.provider.every((p) => p >= 0 && p < index.providers.length)).toBe(true);

    // Same games, same order as the hall's first page.
    const page = await client.get('/api/games/get', { count: '18' });
    expect(index.games.sysname.slice(0, 18)).toEqual(
      page.body.data.items.map((g: { sysname: string }) => g.sysname),
    );
    // A null image is the pattern with the sysname filled in (the demo catalogue's covers).
    expect(index.image_pattern).toContain('{sysname}');
    expect(index.games.image.filter((i) => i === null).length).toBeGreaterThan(n / 2);

    // What goes over the wire for 10,000 games (brotli, as the server's compression sends it).
    expect(brotliCompressSync(res.raw).length).toBeLessThan(150 * 1024);
  });

  it('is public and revalidated by version: If-None-Match answers 304', async () => {
    const client = server.client();
    const first = await client.get('/api/games/getSearchIndex');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    const again = await client.get('/api/games/getSearchIndex', {}, { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(again.raw.length).toBe(0);
    // A player's own reads stay private and unstored.
    const { client: player } = await server.player();
    const likes = await player.get('/api/games/getLikes');
    expect(likes.headers.get('cache-control')).toBe('no-store');
  });
});
