/**
 * The security headers a browser gets (helmet plus our per-path rules): on the web app, the
 * miniapp, the API, and the game pages as the web site and the miniapp launch them — who may
 * frame what, the opener policy (relaxed only on the social sign-in window's way back), and a
 * Permissions-Policy that denies the powerful features no page uses.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { SPORTSBOOK_SYSNAME } from '../src/content/games.ts';
import { pageInlineScriptHashes } from '../src/http/inline-script-hashes.ts';
import { useTestServer, type TestResponse } from './helpers.ts';
import { aSlot } from './play-helpers.ts';

/** Minimal builds of both clients, so `/` and `/miniapp/` answer their index pages. */
function fakeBuilds(): { web: string; miniapp: string } {
  const root = mkdtempSync(join(tmpdir(), 'croupier-headers-'));
  const web = join(root, 'web');
  const miniapp = join(root, 'miniapp');
  for (const dir of [web, miniapp]) {
    mkdirSync(dir);
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'entry-Ab12.js'), 'export {};');
    writeFileSync(
      join(dir, 'assets', 'logo-Cd34.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
  }
  // Each client's page runs one inline script before first paint (its theme).
  writeFileSync(
    join(web, 'index.html'),
    `<!doctype html><title>app</title><script>${WEB_SCRIPT}</script><script type="module" src="/assets/entry-Ab12.js"></script>`,
  );
  writeFileSync(
    join(miniapp, 'index.html'),
    `<!doctype html><title>app</title><script>${MINIAPP_SCRIPT}</script><script type="module" src="/miniapp/assets/entry-Ab12.js"></script>`,
  );
  return { web, miniapp };
}

const WEB_SCRIPT = "document.documentElement.setAttribute('data-theme', 'dark');";
const MINIAPP_SCRIPT = "document.documentElement.setAttribute('data-x', '1');";
const hashOf = (script: string) =>
  `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const builds = fakeBuilds();
const server = useTestServer({
  seedGames: 20,
  env: { WEB_DIST: builds.web, MINIAPP_DIST: builds.miniapp },
});

let slot: string;
beforeAll(async () => {
  slot = (await aSlot(server.db)).sysname;
});

const TELEGRAM = 'https://web.telegram.org https://*.telegram.org';

function directive(res: TestResponse, name: string): string | undefined {
  const csp = res.headers.get('content-security-policy') ?? '';
  return csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));
}

/** What every response carries, whatever it is. */
function expectCommonHeaders(res: TestResponse, path: string): void {
  expect(directive(res, 'object-src'), path).toBe("object-src 'none'");
  expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
  expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
  const permissions = res.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, path).toContain(`${feature}=()`);
  }
  // Features our pages use keep their default (self): the game stage goes full screen.
  expect(permissions, path).not.toContain('fullscreen');
}

describe('security headers', () => {
  it('the web app may be framed by nobody and keeps only the popups it opens', async () => {
    for (const path of ['/', '/cashier/deposit', '/api/storage/getKeys', '/nowhere.js']) {
      const res = await server.client().get(path);
      expectCommonHeaders(res, path);
      expect(directive(res, 'frame-ancestors'), path).toBe("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options'), path).toBe('DENY');
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin-allow-popups');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    expect((await server.client().get('/')).body).toContain('<title>app</title>');
  });

  it('the miniapp may be framed by Telegram web clients only', async () => {
    for (const path of ['/miniapp/', '/miniapp/gamehall']) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(200);
      expectCommonHeaders(res, path);
      expect(directive(res, 'frame-ancestors'), path).toBe(`frame-ancestors ${TELEGRAM}`);
      expect(res.headers.get('x-frame-options'), path).toBeNull();
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('same-origin-allow-popups');
    }
  });

  it('each client’s page runs its own inline script by its hash, and no other', async () => {
    for (const path of ['/miniapp/', '/miniapp/gamehall']) {
      const res = await server.client().get(path);
      expect(directive(res, 'script-src')?.trim(), path).toBe(
        `script-src 'self' ${hashOf(MINIAPP_SCRIPT)}`,
      );
    }
    for (const path of ['/', '/cashier/deposit']) {
      const res = await server.client().get(path);
      expect(directive(res, 'script-src')?.trim(), path).toBe(
        `script-src 'self' ${hashOf(WEB_SCRIPT)}`,
      );
    }
  });

  it('hashes a page’s inline classic scripts only, each real client page’s among them', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'croupier-inline-')), 'index.html');
    writeFileSync(
      file,
      '<script src="/a.js"></script><script type="module" src="/b.js"></script>' +
        '<script type="application/json">{}</script><script>a()</script><SCRIPT type="module">b()</SCRIPT >',
    );
    expect(pageInlineScriptHashes(file)()).toEqual(['a()', 'b()'].map(hashOf));
    // The web's theme script; the Mini App's launch script and its first-screen script.
    for (const [client, scripts] of [
      ['web', 1],
      ['miniapp', 2],
    ] as const) {
      const page = join(import.meta.dirname, '..', '..', client, 'index.html');
      expect(pageInlineScriptHashes(page)(), client).toHaveLength(scripts);
    }
  });

  it('the sign-in forms may be framed by our own pages', async () => {
    const res = await server.client().get('/forms/sign_in');
    expect(directive(res, 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('the social sign-in window keeps its opener on its way back from the provider', async () => {
    for (const path of ['/oauth/init', '/oauth/callback/demo', '/?social_auth=1&x=2']) {
      const res = await server.client().get(path);
      expect(res.headers.get('cross-origin-opener-policy'), path).toBe('unsafe-none');
    }
  });
});

describe('build files', () => {
  it('a script carries the headers that protect it, not the ones that govern documents', async () => {
    for (const path of ['/assets/entry-Ab12.js', '/miniapp/assets/entry-Ab12.js']) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      for (const name of ['content-security-policy', 'permissions-policy', 'x-frame-options']) {
        expect(res.headers.get(name), `${path} ${name}`).toBeNull();
      }
    }
  });

  it('an SVG, a document when opened on its own, keeps every header', async () => {
    const res = await server.client().get('/assets/logo-Cd34.svg');
    expect(res.status).toBe(200);
    expectCommonHeaders(res, '/assets/logo-Cd34.svg');
    expect(directive(res, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});

describe('game pages', () => {
  it('launched from the web site, a game may be framed by our own pages only', async () => {
    for (const path of [`/platform/game/${slot}/demo`, `/platform/game/${SPORTSBOOK_SYSNAME}`]) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(200);
      expect(directive(res, 'frame-ancestors'), path).toBe("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });

  it('launched from the miniapp, Telegram web clients may be its ancestors too', async () => {
    const paths = [
      `/miniapp/platform/game/${slot}/demo`,
      `/miniapp/platform/game/custom/${slot}/demo`,
      `/miniapp/platform/game/${SPORTSBOOK_SYSNAME}/play`,
    ];
    for (const path of paths) {
      const res = await server.client().get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      expect(directive(res, 'script-src'), path).toMatch(
        new RegExp(`^script-src ${new URL(server.url).origin}/platform/game-assets/$`),
      );
      expect(directive(res, 'frame-ancestors'), path).toBe(`frame-ancestors 'self' ${TELEGRAM}`);
    }
  });

  it("a game's own links stay on the launch path they came from", async () => {
    const web = await server.client().get(`/platform/game/${slot}/play`);
    expect(web.body).toContain(`href="/platform/game/${slot}/demo"`);
    const miniapp = await server.client().get(`/miniapp/platform/game/${slot}/play`);
    expect(miniapp.body).toContain(`href="/miniapp/platform/game/${slot}/demo"`);
  });
});
