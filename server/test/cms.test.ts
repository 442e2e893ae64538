/**
 * The content system over real HTTP: the CMS config of every locale (valid against core's
 * schema), content pages with sanitised HTML, SEO settings by host, and a broken content
 * file stopping the server at start-up with the file and the failing path named.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cms } from '@croupier/core/contract';
import { buildApp } from '../src/app.ts';
import { sanitizeHtml } from '../src/cms/index.ts';
import { DEFAULT_CMS_DIR } from '../src/cms/cms-content.ts';
import { REQUIRED_PAGES } from '../src/cms/cms-page.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { CmsContentError } from '../src/errors.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 3 });

const LOCALES = ['en', 'ru', 'pt'] as const;

describe('GET /nfx/cms/config/{locale}', () => {
  it.each(LOCALES)(
    'serves %s, valid against core cmsConfig with every default filled',
    async (locale) => {
      const res = await server.client().get(`/nfx/cms/config/${locale}`);
      expect(res.status).toBe(200);
      const parsed = cms.cmsConfig.safeParse(res.body);
      expect(parsed.success).toBe(true);
      expect(parsed.data).toEqual(res.body);
      expect(res.body.functional).toMatchObject({
        isTwoFAEnable: true,
        isSumsubEnable: true,
        isResponsibleGamingEnable: true,
        isBetHistoryEnable: true,
      });
      expect(Object.keys(res.body.cashier.presets).sort()).toEqual(['BRL', 'EUR', 'USD']);
      // Every locale has the demo chat widget (issue 17: ru and pt had none).
      expect(res.body.supportChat.provider).toBe('betunlim');
      expect(res.body.supportChat.betunlim.url).toBe('/demo-chat/widget.js');
      // Marketing consent is opt-in: the box starts unticked (issue 17).
      expect(res.body.registration.notify).toEqual({ isActive: true, defaultValue: false });
      expect(res.body.menus.header.map((m: { url: string }) => m.url)).toEqual([
        '/gamehall',
        '/gamehall?category=live-casino',
        '/betting',
        '/tournaments',
        '/promotions',
        '/loyalty',
        '/jackpots',
        '/winners',
      ]);
    },
  );

  it('translates texts per locale', async () => {
    const [en, ru, pt] = await Promise.all(
      LOCALES.map(async (l) => (await server.client().get(`/nfx/cms/config/${l}`)).body),
    );
    expect(en.menus.header[0].label).toBe('Casino');
    expect(ru.menus.header[0].label).toBe('Казино');
    expect(pt.menus.header[0].label).toBe('Cassino');
    expect(ru.cashier.methods[0].descriptions[1]).toBe('Мгновенно, без комиссии');
    expect(pt.validationMessages.required).toBe('Campo obrigatório');
  });

  it('points cashier method icons at payment icons the server actually serves', async () => {
    const config = (await server.client().get('/nfx/cms/config/en')).body as cms.CmsConfig;
    const icons = config.cashier!.methods.flatMap((m) => m.icons);
    expect(icons).toEqual([
      '/media/payments/card.svg',
      '/media/payments/bank_transfer.svg',
      '/media/payments/pix.svg',
    ]);
    for (const icon of icons) {
      const res = await server.client().get(icon);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    }
  });

  it('links the footer to content pages that exist', async () => {
    const config = (await server.client().get('/nfx/cms/config/en')).body as cms.CmsConfig;
    const urls = config.menus!.footer.flatMap((m) => (m.children ?? []).map((c) => c.url));
    for (const slug of REQUIRED_PAGES) expect(urls).toContain(`/${slug}`);
    expect(urls).toContain('/support');
  });

  it('answers 404 for an unknown locale', async () => {
    const res = await server.client().get('/nfx/cms/config/de');
    expect(res.status).toBe(404);
    expect(res.body.data.type).toBe('MethodNotFoundException');
  });
});

describe('GET /nfx/cms/pages/{locale}/{slug}', () => {
  it.each(LOCALES.flatMap((l) => REQUIRED_PAGES.map((s) => [l, s] as const)))(
    'serves %s/%s',
    async (locale, slug) => {
      const res = await server.client().get(`/nfx/cms/pages/${locale}/${slug}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ slug, locale });
      expect(cms.contentPage.parse(res.body)).toEqual(res.body);
      // core's path helper names the same page
      expect((await server.client().get(cms.cmsPagePath(locale, slug))).body).toEqual(res.body);
      expect(res.body.title.length).toBeGreaterThan(0);
      expect(res.body.html).toMatch(/^<h1>/);
      expect(res.body.html).not.toMatch(/<script|on\w+=/i);
    },
  );

  it('marks external links of a page to open safely', async () => {
    const res = await server.client().get('/nfx/cms/pages/en/responsible-gaming');
    expect(res.body.html).toContain(
      '<a href="https://www.begambleaware.org/" target="_blank" rel="noopener noreferrer">',
    );
  });

  it('answers 404 for an unknown page or locale', async () => {
    expect((await server.client().get('/nfx/cms/pages/en/nope')).status).toBe(404);
    expect((await server.client().get('/nfx/cms/pages/xx/about')).status).toBe(404);
  });
});

describe('sanitizeHtml', () => {
  it('drops scripts, handlers, styles, frames and dangerous links', () => {
    const out = sanitizeHtml(
      '<h2 onclick="x()">Hi</h2><script>alert(1)</script><style>p{}</style>' +
        '<p style="color:red">ok <a href="javascript:alert(1)">bad</a> <a href=" jav&#x09;ascript:x">worse</a>' +
        ' <a href="/terms">good</a></p><iframe src="//evil"></iframe><img src=x onerror=alert(1)>',
    );
    // The image keeps its relative (same-origin) source and loses its handler.
    expect(out).toBe(
      '<h2>Hi</h2><p>ok <a>bad</a> <a>worse</a> <a href="/terms">good</a></p><img src="x" />',
    );
  });

  it('closes what is left open and escapes stray brackets', () => {
    // A new <li> closes the open one and a stray </p> is an empty paragraph, as in browsers.
    expect(sanitizeHtml('<ul><li>one<li>two')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(sanitizeHtml('1 < 2 > 0</p>')).toBe('1 &lt; 2 &gt; 0<p></p>');
  });
});

describe('GET /nfx/seo', () => {
  it('answers the main domain settings (core seoSettings shape)', async () => {
    const res = await server.client().get('/nfx/seo', { host: 'croupier.test' });
    expect(res.status).toBe(200);
    expect(cms.seoSettings.safeParse(res.body).success).toBe(true);
    expect(res.body.host).toBe('croupier.test');
    expect(res.body.canonicalHost).toBeUndefined();
    expect(res.body.templates.game.title).toBe('Play {name} online | Croupier');
    expect(res.body.robotsDisallow).toContain('/cashier*');
  });

  it('names the main domain as canonical for a mirror', async () => {
    const res = await server.client().get('/nfx/seo', { host: 'Mirror.Croupier.test:8443' });
    expect(res.body).toMatchObject({
      host: 'mirror.croupier.test',
      canonicalHost: 'croupier.test',
    });
  });

  it('gives an unconfigured host the main settings under its own name', async () => {
    const res = await server.client().get('/nfx/seo');
    expect(res.body.host).toBe('127.0.0.1');
    expect(res.body.canonicalHost).toBeUndefined();
    expect(res.body.defaults.title).toBe('Croupier — online casino and sports betting');
  });

  it('refuses a malformed host', async () => {
    const res = await server.client().get('/nfx/seo', { host: 'bad host/<x>' });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ host: 'Invalid host' });
  });
});

describe('broken content stops the start-up', () => {
  async function startWith(mutate: (dir: string) => void): Promise<unknown> {
    const root = mkdtempSync(join(tmpdir(), 'croupier-cms-'));
    const dir = join(root, 'cms');
    cpSync(DEFAULT_CMS_DIR, dir, { recursive: true });
    mutate(dir);
    const config = loadConfig({
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      PORT: '0',
      CONTENT_DIR: root,
    });
    const handle = await openDatabase(config);
    try {
      await migrateDatabase(handle);
      const app = await buildApp({ config, db: handle.db });
      await app.close();
      return null;
    } catch (err) {
      return err;
    } finally {
      await handle.close();
      rmSync(root, { recursive: true, force: true });
    }
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- content JSON edited freely
  const edit = (file: string, change: (json: Record<string, any>) => void) => {
    const json = JSON.parse(readFileSync(file, 'utf8'));
    change(json);
    writeFileSync(file, JSON.stringify(json));
  };

  it('starts with an intact copy of the content (the harness itself works)', async () => {
    expect(await startWith(() => {})).toBeNull();
  });

  it('names the file and the failing path of a value the schema refuses', async () => {
    const err = await startWith((dir) =>
      edit(join(dir, 'ru.json'), (j) => {
        j.registration.authTypes[0].field = 'fax';
      }),
    );
    expect(err).toBeInstanceOf(CmsContentError);
    const e = err as CmsContentError;
    expect(e.file).toMatch(/cms[/\\]ru\.json$/);
    expect(e.path).toBe('registration.authTypes.0.field');
    expect(e.message).toContain('ru.json');
    expect(e.message).toContain('"registration.authTypes.0.field"');
  });

  it('refuses a chat provider without its settings', async () => {
    const err = (await startWith((dir) =>
      edit(join(dir, 'en.json'), (j) => {
        j.supportChat = { provider: 'verbox' };
      }),
    )) as CmsContentError;
    expect(err).toBeInstanceOf(CmsContentError);
    expect(err.path).toBe('supportChat.provider');
  });

  it('names a file that is not JSON', async () => {
    const err = (await startWith((dir) =>
      writeFileSync(join(dir, 'pt.json'), '{ "registration": '),
    )) as Error;
    expect(err).toBeInstanceOf(CmsContentError);
    expect(err.message).toMatch(/pt\.json is invalid: not valid JSON/);
  });

  it('names a missing content page and a missing file', async () => {
    const page = (await startWith((dir) =>
      edit(join(dir, 'pages', 'en.json'), (j) => {
        delete j.privacy;
      }),
    )) as CmsContentError;
    expect(page).toBeInstanceOf(CmsContentError);
    expect(page.path).toBe('privacy');
    const seo = (await startWith((dir) => rmSync(join(dir, 'seo.json')))) as CmsContentError;
    expect(seo.message).toMatch(/seo\.json is invalid: the file is missing/);
  });
});
