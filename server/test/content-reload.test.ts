/**
 * The content files read again without a restart (routes/content-reload.ts): the operator's
 * reload swaps the CMS config and the i18n messages in with new ETags, refuses a broken file
 * keeping what served, and a second app on the same database — another instance — reads its
 * own copy when the first announces the reload.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, databaseOptions } from '../src/app.ts';
import { eventually, startTestServer, TestClient, type TestServer } from './helpers.ts';

const TOKEN = 'operator-token-for-the-content-reload-test';
const SERVER_CONTENT = join(import.meta.dirname, '..', 'content');

/** A private copy of the content folder. */
function contentCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'croupier-content-'));
  cpSync(SERVER_CONTENT, dir, { recursive: true });
  return dir;
}

function setAppName(dir: string, name: string): void {
  const file = join(dir, 'i18n', 'en.json');
  const messages = JSON.parse(readFileSync(file, 'utf8')) as { common: { appName: string } };
  messages.common.appName = name;
  writeFileSync(file, JSON.stringify(messages));
}

function setPromocode(dir: string, show: boolean): void {
  const file = join(dir, 'cms', 'en.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as {
    registration: { showPromocode: boolean };
  };
  config.registration.showPromocode = show;
  writeFileSync(file, JSON.stringify(config));
}

describe('reloading the content files', () => {
  let dir: string;
  let otherDir: string;
  let server: TestServer;
  let other: FastifyInstance;
  let otherUrl: string;

  beforeAll(async () => {
    dir = contentCopy();
    otherDir = contentCopy();
    server = await startTestServer({
      seedGames: 3,
      env: { CONTENT_DIR: dir, OPERATOR_TOKEN: TOKEN },
    });
    // Another instance on the same database, with its own copy of the files.
    other = await buildApp({
      config: { ...server.config, contentDir: otherDir },
      ...databaseOptions(server.handle),
    });
    await other.listen({ port: 0, host: '127.0.0.1' });
    otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await other?.close();
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(otherDir, { recursive: true, force: true });
  });

  const reload = (token = TOKEN) =>
    server.client().request('POST', '/operator/content/reload', {
      headers: { authorization: `Bearer ${token}` },
    });
  const appName = async (url: string) =>
    (await new TestClient(url).get('/nfx/i18n/messages/en')).body.common.appName as string;

  it('refuses a caller without the operator token', async () => {
    expect((await reload('wrong')).status).toBe(401);
  });

  it('serves the edited files after a reload, with new ETags, here and on the other instance', async () => {
    const client = server.client();
    const before = await client.get('/nfx/cms/config/en');
    expect(before.body.registration.showPromocode).toBe(true);
    const etag = before.headers.get('etag')!;
    expect(await appName(server.url)).toBe('Croupier');

    setPromocode(dir, false);
    setAppName(dir, 'Croupier Reloaded');
    setAppName(otherDir, 'Croupier Elsewhere');
    // Edited on disk but not reloaded: still the content that was loaded.
    expect(await appName(server.url)).toBe('Croupier');

    expect((await reload()).body).toEqual({ data: 1 });
    const after = await client.get('/nfx/cms/config/en', {}, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.body.registration.showPromocode).toBe(false);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(await appName(server.url)).toBe('Croupier Reloaded');
    await eventually(async () => (await appName(otherUrl)) === 'Croupier Elsewhere');
  });

  it('refuses a broken file and keeps serving what it had', async () => {
    writeFileSync(join(dir, 'cms', 'en.json'), '{"registration": ');
    const res = await reload();
    expect(res.status).toBe(400);
    expect(res.body.data.type).toBe('InvalidRequestException');
    const still = await server.client().get('/nfx/cms/config/en');
    expect(still.status).toBe(200);
    expect(still.body.registration.showPromocode).toBe(false);
  });
});
