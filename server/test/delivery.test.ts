/**
 * Delivery (DESIGN §5a): built files pre-compressed and negotiated, dynamic answers compressed,
 * ETags and 304s on the cacheable reads, nothing player-specific publicly cacheable. Requests go
 * through node:http (rawGet) so the bytes are seen as sent, before any decompression.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/lib/precompress-assets.ts';
import { games } from '../src/db/schema/index.ts';
import { COMPRESSION_THRESHOLD } from '../src/http/compression.ts';
import { rawGet, startTestServer, type TestClient, type TestServer } from './helpers.ts';

let server: TestServer;
let dist: string;

// Big enough to be worth compressing, and compressible like real code.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];\n`;
const SHELL = `<!doctype html><html lang="en"><head><title>web shell</title></head><body>${'<div class="skeleton"></div>'.repeat(80)}</body></html>`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'croupier-delivery-'));
  const web = join(dist, 'web');
  const miniapp = join(dist, 'miniapp');
  await mkdir(join(web, 'assets'), { recursive: true });
  await mkdir(join(web, 'icons'), { recursive: true });
  await mkdir(join(miniapp, 'assets'), { recursive: true });
  await writeFile(join(web, 'index.html'), SHELL);
  await writeFile(join(web, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
  await writeFile(join(web, 'assets', 'index-Ef56Gh78.css'), `.a{color:red}\n`.repeat(200));
  await writeFile(join(web, 'sw.js'), `// service worker\n${SCRIPT}`);
  await writeFile(join(web, 'manifest.webmanifest'), JSON.stringify({ name: 'Croupier' }));
  await writeFile(join(web, 'icons', 'icon-192.png'), PNG);
  await mkdir(join(web, '.vite'), { recursive: true });
  await writeFile(join(web, '.vite', 'manifest.json'), JSON.stringify({ 'src/main.tsx': {} }));
  await writeFile(join(miniapp, 'index.html'), SHELL.replace('web shell', 'miniapp shell'));
  await writeFile(join(miniapp, 'assets', 'main-Ij90Kl12.js'), SCRIPT);
  // What the Vite plugin does after a build.
  await precompressDirectory(web);
  await precompressDirectory(miniapp);
  server = await startTestServer({
    seedGames: 30,
    env: { WEB_DIST: web, MINIAPP_DIST: miniapp },
  });
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  rawGet(server.url, path, { 'x-croupier-client': 'web/test', ...headers });

const cookieOf = (client: TestClient) =>
  [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

const vary = (headers: Record<string, string | string[] | undefined>) =>
  String(headers.vary ?? '').toLowerCase();

describe('pre-compression at build time', () => {
  it('writes .br and .gz beside text files only, each decoding to the file', async () => {
    const web = join(dist, 'web');
    const file = join(web, 'assets', 'index-Ab12Cd34.js');
    const source = await readFile(file);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).equals(source)).toBe(true);
    expect(gunzipSync(await readFile(`${file}.gz`)).equals(source)).toBe(true);
    const listed = await precompressDirectory(web);
    expect(listed).toContain('manifest.webmanifest');
    expect(listed).toContain(join('assets', 'index-Ef56Gh78.css'));
    expect(listed.some((f) => f.endsWith('.png') || f.endsWith('.br') || f.endsWith('.gz'))).toBe(
      false,
    );
  });
});

describe('built files by content negotiation', () => {
  const asset = '/assets/index-Ab12Cd34.js';

  it('answers brotli to a browser that accepts it, immutable for a year', async () => {
    const res = await get(asset, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    // The type of the file, not of its .br sibling.
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(vary(res.headers)).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.raw).toString('utf8')).toBe(SCRIPT);
    expect(res.raw.length).toBeLessThan(SCRIPT.length / 3);
  });

  it('answers gzip to a client that accepts only gzip', async () => {
    const res = await get(asset, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(vary(res.headers)).toContain('accept-encoding');
    expect(gunzipSync(res.raw).toString('utf8')).toBe(SCRIPT);
  });

  it('answers the plain file to a client that accepts no encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const res = await get(asset, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(vary(res.headers)).toContain('accept-encoding');
      expect(res.body).toBe(SCRIPT);
    }
  });

  it('serves the miniapp build the same way', async () => {
    const res = await get('/miniapp/assets/main-Ij90Kl12.js', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.raw).toString('utf8')).toBe(SCRIPT);
  });

  it('revalidates the app shell (index.html, also as the SPA fallback): no-cache, ETag, 304', async () => {
    for (const path of ['/', '/gamehall', '/pt/promotions']) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(200);
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], path).toBe('no-cache');
      expect(vary(res.headers), path).toContain('accept-encoding');
      expect(brotliDecompressSync(res.raw).toString('utf8'), path).toBe(SHELL);
      const etag = String(res.headers.etag);
      expect(etag).not.toBe('undefined');
      const again = await get(path, { 'accept-encoding': 'br, gzip', 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(again.raw.length).toBe(0);
    }
    const mini = await get('/miniapp/gamehall', { 'accept-encoding': 'gzip' });
    expect(mini.status).toBe(200);
    expect(mini.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(mini.raw).toString('utf8')).toContain('miniapp shell');
    expect(mini.headers['content-security-policy']).toContain(
      'frame-ancestors https://web.telegram.org',
    );
  });

  it('keeps unhashed files (service worker, web manifest) revalidated, hashed ones immutable', async () => {
    const sw = await get('/sw.js', { 'accept-encoding': 'br' });
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-encoding']).toBe('br');
    const manifest = await get('/manifest.webmanifest', { 'accept-encoding': 'br' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(JSON.parse(brotliDecompressSync(manifest.raw).toString('utf8'))).toEqual({
      name: 'Croupier',
    });
    const css = await get('/assets/index-Ef56Gh78.css', { 'accept-encoding': 'gzip' });
    expect(css.headers['cache-control']).toContain('immutable');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    // Immutable: no validators to send along (a browser never revalidates it), no ranges.
    for (const path of ['/assets/index-Ef56Gh78.css', '/miniapp/assets/main-Ij90Kl12.js']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      for (const name of ['etag', 'last-modified', 'accept-ranges'])
        expect(res.headers[name], `${path} ${name}`).toBeUndefined();
    }
    // The unhashed keep theirs: they are revalidated on every use.
    expect(sw.headers.etag).toBeDefined();
  });

  it('sends images as they are', async () => {
    const res = await get('/icons/icon-192.png', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.raw.equals(PNG)).toBe(true);
  });

  it('still answers a missing asset with 404', async () => {
    const res = await get('/assets/missing-00000000.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(404);
  });

  it('has no URL of its own for a compressed sibling: it only stands in for its file', async () => {
    for (const path of ['/assets/index-Ab12Cd34.js.br', '/miniapp/assets/main-Ij90Kl12.js.gz']) {
      const res = await get(path, { 'accept-encoding': 'br, gzip' });
      expect(res.status, path).toBe(404);
    }
    const plain = await get('/miniapp/assets/main-Ij90Kl12.js', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBe('gzip');
  });
});

describe('compression of dynamic answers', () => {
  it('compresses an API answer over the threshold', async () => {
    const path = '/api/games/get?count=18&v=1&locale=en';
    const plain = await get(path);
    expect(plain.raw.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(vary(br.headers)).toContain('accept-encoding');
    expect(br.raw.length).toBeLessThan(plain.raw.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.raw).toString('utf8'))).toEqual(
      JSON.parse(plain.body),
    );
    const gz = await get(path, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.raw).toString('utf8')).toBe(plain.body);
  });

  it('compresses a repeated cacheable answer once, and honours the client in every case', async () => {
    const path = '/api/games/get?count=18&search=a&v=1&locale=en';
    const plain = await get(path);
    const first = await get(path, { 'accept-encoding': 'br' });
    const again = await get(path, { 'accept-encoding': 'gzip, br' });
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.raw.equals(first.raw)).toBe(true);
    expect(Number(again.headers['content-length'])).toBe(again.raw.length);
    expect(again.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(again.raw).toString('utf8')).toBe(plain.body);
    for (const [accept, encoding] of [
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['gzip;q=0, br;q=0', undefined],
    ] as const) {
      const res = await get(path, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      const body =
        encoding === 'br'
          ? brotliDecompressSync(res.raw)
          : encoding === 'gzip'
            ? gunzipSync(res.raw)
            : res.raw;
      expect(body.toString('utf8'), accept).toBe(plain.body);
    }
    const opted = await get(path, { 'accept-encoding': 'br', 'x-no-compression': '1' });
    expect(opted.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers and errors under the threshold alone', async () => {
    const res = await get('/api/games/getLikes?v=1&locale=en', { 'accept-encoding': 'br' });
    expect(res.status).toBe(401);
    expect(res.raw.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body).data.type).toBe('AuthorizationException');
  });

  it('compresses server-rendered HTML (the demo slot page)', async () => {
    const [slot] = await server.db
      .select({ sysname: games.sysname })
      .from(games)
      .where(and(eq(games.type, 'slot'), eq(games.hasDemo, true)))
      .limit(1);
    const path = `/platform/game/${slot!.sysname}/demo`;
    const plain = await get(path);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toContain('text/html');
    expect(plain.raw.length).toBeGreaterThan(COMPRESSION_THRESHOLD);
    const br = await get(path, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.raw).toString('utf8')).toContain(slot!.sysname);
  });
});

describe('ETags on cacheable reads', () => {
  it('i18n messages: a strong ETag, shared caching, 304 on a match, 200 on a miss', async () => {
    const first = await get('/nfx/i18n/messages/en', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=3600');
    expect(first.headers['content-encoding']).toBe('br');
    expect(vary(first.headers)).toContain('accept-encoding');

    const same = await get('/nfx/i18n/messages/en', {
      'accept-encoding': 'br',
      'if-none-match': etag,
    });
    expect(same.status).toBe(304);
    expect(same.raw.length).toBe(0);
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe(first.headers['cache-control']);
    // A weak form of the tag, or one of a list, matches too (If-None-Match compares weakly).
    expect((await get('/nfx/i18n/messages/en', { 'if-none-match': `"x", W/${etag}` })).status).toBe(
      304,
    );

    const other = await get('/nfx/i18n/messages/ru', { 'if-none-match': etag });
    expect(other.status).toBe(200);
    expect(other.headers.etag).not.toBe(etag);
    // The tag is the body's, not the encoding's: identity and br answers agree.
    expect((await get('/nfx/i18n/messages/en')).headers.etag).toBe(etag);
  });

  it('CMS config and SEO settings carry ETags and answer 304', async () => {
    for (const path of ['/nfx/cms/config/en', '/nfx/seo', '/nfx/i18n/locales']) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers['cache-control'], path).toContain('public');
      const again = await get(path, { 'if-none-match': String(first.headers.etag) });
      expect(again.status, path).toBe(304);
    }
  });

  it('games reads: revalidated on every use, 304 while unchanged, public for guests', async () => {
    for (const path of [
      '/api/games/get?category=slots&count=12&v=1&locale=en',
      '/api/games/getCategories?v=1&locale=en',
      '/api/games/getProviders?v=1&locale=en',
    ]) {
      const first = await get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers['cache-control'], path).toBe('public, no-cache');
      const etag = String(first.headers.etag);
      const again = await get(path, { 'if-none-match': etag });
      expect(again.status, path).toBe(304);
      expect(again.raw.length, path).toBe(0);
      expect(again.headers.etag, path).toBe(etag);
    }
    // A different answer has a different tag: a stale copy is never confirmed.
    const en = await get('/api/games/getCategories?v=1&locale=en');
    const ru = await get('/api/games/getCategories?v=1&locale=ru', {
      'if-none-match': String(en.headers.etag),
    });
    expect(ru.status).toBe(200);
    expect(ru.headers.etag).not.toBe(en.headers.etag);
  });

  it("a signed-in read is never publicly cacheable; a player's own records are not stored", async () => {
    const { client } = await server.player();
    const cookie = cookieOf(client);
    const games = await get('/api/games/get?count=6&fields=freespins&v=1&locale=en', { cookie });
    expect(games.status).toBe(200);
    expect(games.headers['cache-control']).toBe('private, no-cache');
    expect(JSON.parse(games.body).data.items[0].freespins).toBe(0);
    const categories = await get('/api/games/getCategories?v=1&locale=en', { cookie });
    expect(categories.headers['cache-control']).toBe('private, no-cache');

    const likes = await get('/api/games/getLikes?v=1&locale=en', { cookie });
    expect(likes.status).toBe(200);
    expect(likes.headers['cache-control']).toBe('no-store');
    expect(likes.headers.etag).toBeUndefined();
    const info = await get('/api/account/getInfo?v=1&locale=en', { cookie });
    expect(info.headers['cache-control']).toBe('no-store');
    expect(info.headers.etag).toBeUndefined();
  });

  it('odd Accept-Encoding and If-None-Match values never make a 5xx', async () => {
    const odd: Record<string, string>[] = [
      { 'accept-encoding': 'br;q=x, gzip;q=-1, *;q=0' },
      { 'accept-encoding': '*' },
      { 'accept-encoding': ',,;;==' },
      { 'if-none-match': 'W/' },
      { 'if-none-match': `"${'x'.repeat(8000)}", *` },
    ];
    for (const headers of odd) {
      for (const path of ['/assets/index-Ab12Cd34.js', '/gamehall', '/nfx/i18n/messages/en']) {
        const res = await get(path, headers);
        expect(res.status, `${path} ${JSON.stringify(headers).slice(0, 60)}`).toBeLessThan(500);
      }
    }
  });

  it('build metadata (dot folders such as .vite/) is not served', async () => {
    for (const path of [
      '/.vite/manifest.json',
      '/.vite/manifest.json.br',
      '/%2evite/manifest.json',
    ]) {
      const res = await get(path);
      expect(res.status, path).not.toBe(200);
      expect(res.body).not.toContain('src/main.tsx');
    }
  });

  it('errors carry no ETag', async () => {
    const res = await get('/nfx/i18n/messages/xx');
    expect(res.status).toBe(404);
    expect(res.headers.etag).toBeUndefined();
  });
});
