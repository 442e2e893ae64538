/**
 * The demo pages' scripts are files served from our origin (http/browser-script.ts): as
 * JavaScript, the file's own bytes, kept for good at their versioned address and checked at any
 * other, with an ETag. The game pages' scripts (sportsbook, slot) are folders of ES modules
 * (http/browser-modules.ts) under one versioned address, every module of it there and nothing
 * else, and the modules both import (their API client) once, at their own versioned address;
 * all open to the opaque origin of the sandboxed frames that load them.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../src/config.ts';
import { DEMO_CHAT_WIDGET_SCRIPT } from '../src/demo-chat/widget-script.ts';
import { CHECKOUT_SCRIPT } from '../src/demo-payments/checkout-script.ts';
import { SLOT_SCRIPT } from '../src/demo-game/slot-page.ts';
import { VERIFIER_SCRIPT } from '../src/demo-kyc/verifier-script.ts';
import { SHARED_MODULES } from '../src/demo-game/shared-modules.ts';
import { browserModuleFolder, browserModules } from '../src/http/browser-modules.ts';
import type { BrowserScript } from '../src/http/browser-script.ts';
import { SPORTSBOOK_SCRIPT } from '../src/sportsbook/sportsbook-page.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 5 });

const SCRIPTS: { script: BrowserScript; file: string }[] = [
  { script: VERIFIER_SCRIPT, file: 'demo-kyc/browser/verifier-page.js' },
  { script: DEMO_CHAT_WIDGET_SCRIPT, file: 'demo-chat/browser/chat-widget.js' },
  { script: CHECKOUT_SCRIPT, file: 'demo-payments/browser/checkout-page.js' },
];

describe.each(SCRIPTS)('$script.path', ({ script, file }) => {
  it('is the file, as JavaScript, kept for good at its versioned address', async () => {
    const res = await server.client().get(script.path, { v: script.version() });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.body).toBe(readFileSync(join(SERVER_ROOT, 'src', file), 'utf8'));
    expect(res.body).toMatch(/^\/\/ @ts-check\n/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // A script is no document: no CSP or frame options on it.
    expect(res.headers.get('content-security-policy')).toBeNull();
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const again = await server
      .client()
      .get(script.path, { v: script.version() }, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('is checked with the server on each use at any other address', async () => {
    const res = await server.client().get(script.path, { v: 'older' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^(no-cache|public, max-age=\d+)$/);
    expect(script.src()).toBe(`${script.path}?v=${script.version()}`);
  });
});

/** A page module's text as served: its imports of the shared modules by their versioned address. */
const served = (text: string, dir: string) =>
  text.replaceAll(
    `from '${posix.relative(dir, SHARED_MODULES.dir)}/`,
    `from '${SHARED_MODULES.path}/${SHARED_MODULES.version()}/`,
  );

describe.each([
  { modules: SPORTSBOOK_SCRIPT, dir: 'sportsbook/browser', entry: 'sportsbook-page.js' },
  { modules: SLOT_SCRIPT, dir: 'demo-game/browser', entry: 'slot-page.js' },
  { modules: SHARED_MODULES, dir: 'demo-game/shared/browser', entry: 'api-client.js' },
])('the $dir modules', ({ modules, dir, entry }) => {
  const folder = join(SERVER_ROOT, 'src', dir);
  const names = readdirSync(folder).filter((name) => name.endsWith('.js'));

  it.each(names)(
    '%s is the file, as JavaScript, kept for good in the versioned folder',
    async (name) => {
      const url = `${modules.path}/${modules.version()}/${name}`;
      const res = await server.client().get(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.body).toBe(served(readFileSync(join(folder, name), 'utf8'), dir));
      expect(res.body).toMatch(/^\/\/ @ts-check\n/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBeNull();
      expect(res.headers.get('x-frame-options')).toBeNull();
      // A module script is fetched with CORS, and a sandboxed frame's origin is opaque.
      expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      const again = await server
        .client()
        .get(url, undefined, { 'if-none-match': res.headers.get('etag')! });
      expect(again.status).toBe(304);
    },
  );

  it('serves no other version, no other file and nothing outside the folder', async () => {
    const base = `${modules.path}/${modules.version()}`;
    for (const url of [
      `${modules.path}/older/${entry}`,
      `${base}/missing.js`,
      `${base}/..%2F${entry.replace(/js$/, 'ts')}`,
      `${base}/%2E%2E%2F%2E%2E%2Fconfig.ts`,
    ]) {
      const res = await server.client().get(url);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('cache-control'), url).not.toMatch(/immutable/);
    }
  });
});

describe.each([
  { page: SPORTSBOOK_SCRIPT, dir: 'sportsbook/browser', entry: 'sportsbook-page.js' },
  { page: SLOT_SCRIPT, dir: 'demo-game/browser', entry: 'slot-page.js' },
])('the $entry page', ({ page, dir, entry }) => {
  const names = readdirSync(join(SERVER_ROOT, 'src', dir)).filter((name) => name.endsWith('.js'));

  it('names the entry and preloads every module it imports (not the types-only one)', () => {
    const base = `${page.path}/${page.version()}/`;
    expect(page.src()).toBe(`${base}${entry}`);
    const preloaded = page.preloads().filter((src) => src.startsWith(base));
    expect(preloaded.map((src) => src.slice(base.length)).toSorted()).toEqual(
      names.filter((n) => n !== entry && n !== 'types.js').toSorted(),
    );
  });

  it('imports the shared API client at its one versioned address, and preloads it', () => {
    const shared = `${SHARED_MODULES.path}/${SHARED_MODULES.version()}/api-client.js`;
    expect(page.preloads()).toContain(shared);
    expect(names).not.toContain('api-client.js');
    const importers = [...page.files().values()].filter((text) => text.includes('api-client.js'));
    expect(importers.length).toBeGreaterThan(0);
    for (const text of importers) expect(text).toContain(`from '${shared}';`);
  });
});

describe('browserModules', () => {
  it('versions the whole folder and preloads only what the entry reaches', () => {
    const dir = mkdtempSync(join(tmpdir(), 'browser-modules-'));
    try {
      writeFileSync(
        join(dir, 'entry.js'),
        "/** @import { T } from './types.js' */\nimport { b } from './b.js';\nb();\n",
      );
      writeFileSync(join(dir, 'b.js'), "import {\n  c,\n} from './c.js';\nexport const b = c;\n");
      writeFileSync(join(dir, 'c.js'), 'export function c() {}\n');
      writeFileSync(join(dir, 'types.js'), 'export {};\n');
      writeFileSync(join(dir, 'unused.js'), 'export {};\n');
      const at = relative(join(SERVER_ROOT, 'src'), dir);
      const first = browserModules('/m', at, 'entry.js');
      expect(first.preloads()).toEqual([
        `/m/${first.version()}/b.js`,
        `/m/${first.version()}/c.js`,
      ]);
      writeFileSync(join(dir, 'unused.js'), 'export const changed = 1;\n');
      expect(browserModules('/m', at, 'entry.js').version()).not.toBe(first.version());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("serves a shared folder's imports at its address, and versions the page with it", () => {
    const dir = mkdtempSync(join(tmpdir(), 'browser-modules-'));
    try {
      mkdirSync(join(dir, 'page'));
      mkdirSync(join(dir, 'shared'));
      writeFileSync(
        join(dir, 'page', 'entry.js'),
        "import { s } from '../shared/s.js';\nimport { b } from './b.js';\ns(b);\n",
      );
      writeFileSync(join(dir, 'page', 'b.js'), 'export const b = 1;\n');
      writeFileSync(
        join(dir, 'shared', 's.js'),
        "import { t } from './t.js';\nexport const s = t;\n",
      );
      writeFileSync(join(dir, 'shared', 't.js'), 'export function t() {}\n');
      const at = relative(join(SERVER_ROOT, 'src'), dir);
      const load = () => {
        const shared = browserModuleFolder('/s', `${at}/shared`);
        return { shared, page: browserModules('/m', `${at}/page`, 'entry.js', [shared]) };
      };
      const { shared, page } = load();
      const sharedAt = `/s/${shared.version()}`;
      expect(page.files().get('entry.js')).toBe(
        `import { s } from '${sharedAt}/s.js';\nimport { b } from './b.js';\ns(b);\n`,
      );
      expect(page.preloads()).toEqual([
        `${sharedAt}/s.js`,
        `${sharedAt}/t.js`,
        `/m/${page.version()}/b.js`,
      ]);
      writeFileSync(join(dir, 'shared', 't.js'), 'export function t() { return 1; }\n');
      const again = load();
      expect(again.shared.version()).not.toBe(shared.version());
      expect(again.page.version()).not.toBe(page.version());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
