/**
 * Server-rendered public pages (DESIGN §5a), requested as a crawler would, without JS: the
 * first screen's content is in the HTML, the head carries title, description, canonical,
 * language alternates and Open Graph tags, the status is right, the page runs under the
 * CSP (no inline script), and concurrent requests in different locales and for different
 * players share nothing. The web's server entry is compiled from source by Vite
 * (ssr-helpers.ts), as `vite build --ssr` bundles it for `npm start`.
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { games, tournaments } from '../src/db/schema/index.ts';
import { SESSION_COOKIE } from '../src/sessions/session-cookie.ts';
import { rawGet, type RawResponse } from './helpers.ts';
import { startSsrServer } from './ssr-helpers.ts';

let server: Awaited<ReturnType<typeof startSsrServer>>;

beforeAll(async () => {
  // More games than the hall's first page (48), so the payload test sees a page cut.
  server = await startSsrServer({ seedGames: 60 });
}, 180_000);
afterAll(async () => server?.closeAll());

const page = (path: string, headers: Record<string, string> = {}) =>
  rawGet(server.url, path, { accept: 'text/html', 'accept-encoding': 'identity', ...headers });

const html = (response: RawResponse) => response.body;

/** The rendered app: what is inside `<div id="root">`, before the data script. */
function appOf(text: string): string {
  const start = text.indexOf('<div id="root">');
  const end = text.indexOf('<script type="application/json"');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return text.slice(start, end);
}

const headOf = (text: string) => text.slice(0, text.indexOf('</head>'));

/** The page's JSON-LD objects, parsed. */
const jsonLdOf = (text: string): Record<string, unknown>[] =>
  [...headOf(text).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
const ofType = (text: string, type: string) => jsonLdOf(text).find((d) => d['@type'] === type);
const attr = (text: string, pattern: RegExp) => pattern.exec(text)?.[1] ?? null;

describe('server-rendered pages', () => {
  it('home: banner and the first rows of tiles in the HTML, with its head', async () => {
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    const text = html(response);
    const app = appOf(text);
    expect(app).toContain('<h1');
    expect(app).toMatch(/href="\/game\/[a-z0-9_]+"/); // game tiles
    const head = headOf(text);
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    expect(head).toMatch(/<meta name="description" content="[^"]+"/);
    expect(head).toContain('<link rel="canonical"');
    expect(head).toMatch(/<link rel="alternate" hreflang="ru" href="[^"]*\/ru"/);
    expect(head).toMatch(/<link rel="alternate" hreflang="x-default"/);
    expect(head).toContain('<meta property="og:title"');
    expect(text).toContain('<html lang="en"');
    // The first banner (the LCP image) preloaded once, by width with its sizes, ahead of the
    // rest: the wide artwork (a 160 px strip on phones), the strip's own two files beside the
    // artwork's two, so a phone takes a strip-sized file (banner-image.ts). React writes the
    // preload of the image it renders at the start of the app's HTML.
    const banner =
      /<link rel="preload" as="image" imageSrcSet="(\/img\/[^" ]+w_490,h_160[^" ]+banners[^" ]+) 490w, (\/img\/[^" ]+w_735,h_240[^" ]+) 735w, [^" ]+w_980,h_320[^" ]+ 980w, [^" ]+w_1470,h_480[^" ]+ 1470w" imageSizes="[^"]+, 490px" fetchPriority="high"\/>/;
    const first = text.slice(text.indexOf('<link rel="preload" as="image"'));
    expect(first).toMatch(new RegExp(`^${banner.source}`));
    const bannerImage = banner.exec(first)![1]!;
    expect(text.split(`preload" as="image" imageSrcSet="${bannerImage}`)).toHaveLength(2);
    expect(text.match(/<link rel="preload" as="image"[^>]*href=/g)).toBeNull();
    expect(head.match(/<link rel="preload" as="image"/g)).toBeNull();
  });

  it('runs under the CSP: the one inline script is the theme’s, allowed by its hash; else the JSON payload and JSON-LD', async () => {
    const response = await page('/');
    const text = html(response);
    const csp = String(response.headers['content-security-policy'] ?? '');
    const scripts = [...text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    const inline = scripts.filter(
      ([, attrs]) => !/\bsrc=|type="application\/json"|type="application\/ld\+json"/.test(attrs!),
    );
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]![2]!, 'utf8').digest('base64');
    expect(csp).toContain(`'sha256-${hash}'`);
    expect(text).not.toContain('$RC');
  });

  it('game hall with its filters, in a prefixed locale', async () => {
    const response = await page('/ru/gamehall?category=slots');
    expect(response.status).toBe(200);
    const text = html(response);
    expect(text).toContain('<html lang="ru"');
    const app = appOf(text);
    expect(app).toContain('Слоты');
    expect(app).toMatch(/role="list"/);
    expect(app).toMatch(/href="\/ru\/game\/[a-z0-9_]+"/);
  });

  it("the hall's payload carries the grid's first page only", async () => {
    const text = html(await page('/gamehall'));
    // The payload carries the grid's first page only: about a phone's first screen, not 120
    // games for the 24 tiles drawn (every game in it is paid for by every first load).
    const data = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(text)![1]!;
    const answers = (JSON.parse(data) as { answers: Record<string, unknown> }).answers;
    const pages = Object.entries(answers).filter(([key]) => key.includes('"/api/games/get"'));
    expect(pages).toHaveLength(1);
    const { items, total } = pages[0]![1] as { items: unknown[]; total: number };
    expect(total).toBeGreaterThan(48);
    expect(items).toHaveLength(48);
  });

  it("leaves the locale's messages to the browser's cache: preloaded as its start-up asks, not in the payload", async () => {
    for (const [path, locale] of [
      ['/', 'en'],
      ['/ru/promotions', 'ru'],
    ] as const) {
      const text = html(await page(path));
      const data = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/.exec(
        text,
      )![1]!;
      const boot = (JSON.parse(data) as { boot: Record<string, string> }).boot;
      // The rest of the start-up is still carried (no request for the CMS config).
      expect(Object.keys(boot)).toContain(`/nfx/cms/config/${locale}`);
      expect(Object.keys(boot).filter((key) => key.startsWith('/nfx/i18n/messages/'))).toEqual([]);
      // Credentials as the start-up's fetch sends them, or the browser would fetch them twice;
      // beside the entry script in the app's start template (index.html starts both once the
      // page's content is on screen), so neither shares the first paint's bandwidth.
      const start = /<template id="app-start">([\s\S]*?)<\/template>/.exec(text)![1]!;
      expect(start).toContain(
        `<link rel="preload" as="fetch" href="/nfx/i18n/messages/${locale}" crossorigin="use-credentials">`,
      );
      expect(start).toMatch(/<script type="module"[^>]* src="[^"]+"><\/script>/);
      expect(text.match(/<script type="module"/g)).toHaveLength(1);
    }
  });

  it('game page: the game name and picture in the head for a shared link', async () => {
    const hall = appOf(html(await page('/gamehall')));
    const path = attr(hall, /href="(\/game\/[a-z0-9_]+)"/)!;
    const response = await page(path);
    expect(response.status).toBe(200);
    const head = headOf(html(response));
    const name = attr(head, /<meta property="og:title" content="([^"]+)"/);
    expect(name).toBeTruthy();
    expect(attr(head, /<title>([^<]+)<\/title>/)).toContain(name);
    expect(head).toMatch(/<meta property="og:image" content="http:\/\/[^"]+\/img\/[^"]+"/);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain(`${path}"`);
  });

  it.each([
    '/providers',
    '/promotions',
    '/tournaments',
    '/jackpots',
    '/winners',
    '/loyalty',
    '/about',
    '/pt/promotions',
  ])('%s renders its content with 200', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    const app = appOf(html(response));
    expect(app).toContain('<main');
    // The screen's content, not its loading state.
    expect(app).not.toMatch(/<main[^>]*>\s*<div[^>]*aria-busy="true"/);
    expect(app).not.toContain('role="status"');
  });

  it('a content page’s backend HTML is in the page, sanitised on the server', async () => {
    const app = appOf(html(await page('/about')));
    expect(app).toMatch(
      /<article[^>]*><div[^>]*><h1>About Croupier<\/h1><p>Croupier is an online casino/,
    );
    expect(appOf(html(await page('/ru/about')))).toMatch(/<article[^>]*><div[^>]*><h1>[^<]+<\/h1>/);
  });

  it('backend HTML from a backend that does not sanitise is sanitised before it is rendered', async () => {
    const before = server.app.cms;
    const pages = new Map(before.pages);
    // Straight into the content (the files are sanitised on load): what an operator's own
    // unsanitising backend would answer.
    pages.set(
      'en',
      new Map([
        ...before.pages.get('en')!,
        [
          'hostile',
          {
            slug: 'hostile',
            locale: 'en',
            title: 'Hostile',
            description: 'Hostile',
            html:
              '<h2 onclick="x()">Rules</h2><script>alert(1)</script><p style="color:red">Read ' +
              '<a href="javascript:alert(2)">this</a> and <a href="https://example.org/">that</a></p>' +
              '<img src="/a.png" onerror="alert(3)"></p><iframe src="/"></iframe>',
          },
        ],
      ]),
    );
    server.app.cms = { ...before, pages };
    try {
      const article = /<article[^>]*>([\s\S]*?)<\/article>/.exec(
        appOf(html(await page('/hostile'))),
      )![1]!;
      expect(article).toContain(
        '<h2>Rules</h2><p>Read <a>this</a> and <a href="https://example.org/" target="_blank" rel="noopener noreferrer">that</a></p><img src="/a.png" />',
      );
      expect(article).not.toMatch(/<script|<iframe|onclick|onerror|style=|javascript:/);
    } finally {
      server.app.cms = before;
    }
  });

  it('JSON-LD: the operator and the site search on home, a game by its studio, a tournament as an Event', async () => {
    const home = html(await page('/ru'));
    expect(ofType(home, 'Organization')).toMatchObject({
      '@context': 'https://schema.org',
      name: expect.any(String),
      url: expect.stringMatching(/\/ru$/),
    });
    expect(ofType(home, 'WebSite')?.potentialAction).toMatchObject({
      '@type': 'SearchAction',
      target: {
        urlTemplate: expect.stringMatching(/\/ru\/gamehall\?search=\{search_term_string\}$/),
      },
    });

    const [game] = await server.db
      .select({ sysname: games.sysname, name: games.name })
      .from(games)
      .where(eq(games.isActive, true))
      .limit(1);
    const gamePage = html(await page(`/game/${game!.sysname}`));
    expect(ofType(gamePage, 'VideoGame')).toMatchObject({
      name: game!.name,
      url: expect.stringMatching(new RegExp(`/game/${game!.sysname}$`)),
      image: expect.stringMatching(/^http:\/\/[^"]+\/img\//),
      author: { '@type': 'Organization', name: expect.any(String) },
    });
    const trail = ofType(gamePage, 'BreadcrumbList')!.itemListElement as Record<string, unknown>[];
    expect(trail.map((step) => step.position)).toEqual([1, 2, 3]);
    expect(trail[1]!.item).toMatch(/\/gamehall$/);
    expect(trail[2]).toMatchObject({ name: game!.name });

    const [tournament] = await server.db
      .select({ id: tournaments.id, startsAt: tournaments.startsAt, endsAt: tournaments.endsAt })
      .from(tournaments)
      .limit(1);
    const event = ofType(html(await page(`/tournaments/${tournament!.id}`)), 'Event')!;
    expect(new Date(event.startDate as string).getTime()).toBe(tournament!.startsAt.getTime());
    expect(new Date(event.endDate as string).getTime()).toBe(tournament!.endsAt.getTime());
    expect(event.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');

    // A promotion has no dates: a trail, and no Event.
    const promotions = appOf(html(await page('/promotions')));
    // Only the first banner (the page's LCP) is preloaded, first; the others load lazily.
    const preloads = promotions.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('fetchPriority="high"');
    const firstBanner = /data-testid="promotion-banner"><img src="([^"]+)"/.exec(promotions)![1]!;
    expect(preloads[0]).toContain(firstBanner);
    expect(
      promotions.match(/data-testid="promotion-banner"><img[^>]*loading="lazy"/g),
    ).toHaveLength(promotions.match(/data-testid="promotion-banner"/g)!.length - 1);
    const promotion = attr(promotions, /href="(\/promotions\/\d+)"/)!;
    expect(jsonLdOf(html(await page(promotion))).map((d) => d['@type'])).toEqual([
      'BreadcrumbList',
    ]);
    // A page that is not found has none.
    expect(jsonLdOf(html(await page('/no-such-page')))).toEqual([]);
  });

  it('JSON-LD cannot be broken out of by a name holding </script>', async () => {
    const [game] = await server.db
      .select({ sysname: games.sysname, name: games.name })
      .from(games)
      .where(eq(games.isActive, true))
      .limit(1);
    const hostile = 'Evil </script><script>alert(1)</script><!--';
    const gamePage = async () => html(await page(`/game/${game!.sysname}`));
    // The catalogue's change notification drops its snapshot, and the page reads the new name.
    // On PostgreSQL the notification arrives a moment after the update: wait for it.
    const renamed = async (name: string) => {
      await server.db.update(games).set({ name }).where(eq(games.sysname, game!.sysname));
      await vi.waitFor(async () => expect(ofType(await gamePage(), 'VideoGame')?.name).toBe(name), {
        timeout: 30_000,
        interval: 100,
      });
    };
    await renamed(hostile);
    try {
      const text = await gamePage();
      expect(headOf(text)).not.toContain('<script>alert(1)');
      expect(ofType(text, 'VideoGame')?.name).toBe(hostile);
    } finally {
      await renamed(game!.name);
    }
  });

  it.each(['/no-such-page', '/ru/no-such-page', '/game/not_a_game', '/tournaments/999999'])(
    '%s answers 404',
    async (path) => {
      const response = await page(path);
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
    },
  );

  it('a failed route validation answers 404', async () => {
    const response = await page('/tournaments/not-a-number');
    expect(response.status).toBe(404);
  });

  it('the player’s own pages are left to the browser (the app shell)', async () => {
    const response = await page('/cashier/deposit');
    expect(response.status).toBe(200);
    expect(html(response)).toContain('<div id="root"></div>');
  });

  it('the locale cookie on an unprefixed address redirects to its localized address', async () => {
    const response = await page('/promotions', { cookie: 'locale=pt' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/pt/promotions');
  });

  it('goes out compressed as the browser accepts it', async () => {
    const br = await page('/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.raw).toString('utf8')).toContain('<div id="root"><');
    const gzip = await page('/', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.raw).toString('utf8')).toContain('<div id="root"><');
    expect((await page('/')).headers['content-encoding']).toBeUndefined();
  });
});

describe('no state between requests', () => {
  it('concurrent requests in different locales and for different players each get their own', async () => {
    const { client } = await server.player({ login: 'ssr-leak@croupier.test' });
    const cookie = `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}`;
    const paths = ['/', '/ru', '/pt/gamehall', '/gamehall', '/ru/promotions', '/promotions'];
    const answers = await Promise.all(
      paths.flatMap((path, i) => [
        page(path, i % 2 ? { cookie } : {}),
        page(path, i % 2 ? {} : { cookie }),
      ]),
    );
    answers.forEach((response, i) => {
      const path = paths[Math.floor(i / 2)]!;
      const lang = path.startsWith('/ru') ? 'ru' : path.startsWith('/pt') ? 'pt' : 'en';
      const text = html(response);
      expect(response.status, path).toBe(200);
      expect(text, path).toContain(`<html lang="${lang}"`);
      // Signed in or not, the server renders the guest-safe frame: nothing of the player.
      expect(text, path).not.toContain('ssr-leak@croupier.test');
    });
  });
});
