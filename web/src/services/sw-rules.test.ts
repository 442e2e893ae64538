/**
 * The route rules of `public/sw.js` (plain JavaScript served as is): the file is run in a
 * sandbox without a service worker global, and its `routeStrategy` is asked about requests.
 */
import { readFileSync } from 'node:fs';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

type Strategy = 'page' | 'boot' | 'asset' | 'network';
interface SwContext {
  routeStrategy(request: { url: string; method: string; mode: string }, origin: string): Strategy;
  offlineHtml(language: string | null): string;
  assetsOf(html: string): string[];
  bootDocumentsOf(html: string): string[];
  VERSION: string;
}

// happy-dom replaces the global URL; node's reads file: addresses (and runs the worker code).
const source = readFileSync(
  fileURLToPath(new NodeURL('../../public/sw.js', import.meta.url)),
  'utf8',
);
const sandbox = { URL: NodeURL } as unknown as SwContext;
runInNewContext(source, sandbox);

const origin = 'https://casino.example';
const strategy = (path: string, mode = 'no-cors', method = 'GET') =>
  sandbox.routeStrategy({ url: `${origin}${path}`, method, mode }, origin);

describe('service worker route rules', () => {
  it('network first (the app shell offline) for page navigations', () => {
    expect(strategy('/', 'navigate')).toBe('page');
    expect(strategy('/ru/gamehall?category=slots', 'navigate')).toBe('page');
  });

  it('cache first for hashed build files under /assets/', () => {
    expect(strategy('/assets/index-DyuwCwD3.js')).toBe('asset');
    expect(strategy('/assets/HomeScreen-KGlbv_8a.css')).toBe('asset');
  });

  it('network first, the last copy offline, for the start-up documents the shell boots from', () => {
    expect(strategy('/nfx/i18n/locales')).toBe('boot');
    expect(strategy('/nfx/i18n/messages/ru')).toBe('boot');
    expect(strategy('/nfx/cms/config/en')).toBe('boot');
    expect(strategy('/nfx/cms/config/en', 'cors', 'POST')).toBe('network');
  });

  it('precaches the build files the home page refers to, once each', () => {
    const html =
      '<script type="module" src="/assets/index-A1.js"></script>' +
      '<link rel="modulepreload" href="/assets/data-B2.js"><link rel="stylesheet" href="/assets/index-C3.css">' +
      '<script src="/assets/index-A1.js"></script>';
    expect(sandbox.assetsOf(html)).toEqual([
      '/assets/index-A1.js',
      '/assets/data-B2.js',
      '/assets/index-C3.css',
    ]);
  });

  it("precaches the start-up documents the home page refers to: its preloaded messages, its data's", () => {
    const html =
      '<link rel="preload" as="fetch" href="/nfx/i18n/messages/pt-BR" crossorigin="use-credentials">' +
      '<script type="application/json" id="ssr-data">{"boot":{"/nfx/i18n/locales":"{}",' +
      '"/nfx/cms/config/pt-BR":"{}","/nfx/seo?host=x":"{}","/api/metadata/getgeneralinfo?v=1":"{}"}}</script>' +
      '<link rel="preload" as="fetch" href="/nfx/i18n/messages/pt-BR">';
    expect(sandbox.bootDocumentsOf(html)).toEqual([
      '/nfx/i18n/messages/pt-BR',
      '/nfx/i18n/locales',
      '/nfx/cms/config/pt-BR',
    ]);
  });

  it('never touches /api, /live, /platform, /demo-pay, /oauth (nor /hit, the rest of /nfx)', () => {
    for (const path of [
      '/api/account/getInfo?v=1',
      '/live/balance',
      '/platform/game/x/play',
      '/demo-pay/T123',
      '/oauth/init?service=demo',
      '/hit?track_id=1',
      '/nfx/seo/settings',
    ]) {
      expect(strategy(path), path).toBe('network');
      expect(strategy(path, 'navigate'), path).toBe('network');
    }
  });

  it('leaves other origins, other methods and plain files to the network', () => {
    expect(
      sandbox.routeStrategy(
        { url: 'https://cdn.example/a.js', method: 'GET', mode: 'cors' },
        origin,
      ),
    ).toBe('network');
    expect(strategy('/assets/x.js', 'cors', 'POST')).toBe('network');
    expect(strategy('/favicon.svg')).toBe('network');
    expect(strategy('/sw.js')).toBe('network');
  });

  it('has an offline page in the visitor language', () => {
    expect(sandbox.offlineHtml('ru-RU,ru;q=0.9')).toContain('Нет соединения');
    expect(sandbox.offlineHtml(null)).toContain('You are offline');
    expect(sandbox.VERSION).toMatch(/^v\d+$/);
  });
});
