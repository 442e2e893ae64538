import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts, oauthIdentities, userRegistrations, users } from '../src/db/schema/index.ts';
import { getBalance } from '../src/ledger/index.ts';
import { demoSubject } from '../src/oauth/demo-provider.ts';
import { SESSION_COOKIE } from '../src/sessions/session-cookie.ts';
import { type TestClient, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 0 });

let counter = 0;
const email = () => `social${(counter += 1)}@croupier.test`;

/** A browser on our public origin: its consent form posts with `Origin: PUBLIC_ORIGIN`. */
const browser = () => server.client({ origin: server.config.publicOrigin });

/** Starts social sign-in and answers the consent page's URL (relative). */
async function init(c: TestClient, query: Record<string, string>) {
  return c.request('GET', '/oauth/init', { query });
}

function location(res: { headers: Headers }): string {
  return res.headers.get('location') ?? '';
}

interface Consent {
  decision: 'allow' | 'deny';
  name?: string;
  email?: string;
}

/** init → consent page → Allow/Deny → the callback's redirect. */
async function flow(c: TestClient, options: Consent & { redirect?: string }) {
  const started = await init(c, {
    service: 'demo',
    redirect_url: options.redirect ?? '/games?tab=new',
    type_auth: 'registration',
    locale: 'pt',
  });
  expect(started.status).toBe(302);
  return { started, ...(await consent(c, started, options)) };
}

/** From init's redirect on: the consent page, Allow/Deny, then the callback's redirect. */
async function consent(c: TestClient, started: { headers: Headers }, options: Consent) {
  const consentUrl = new URL(location(started), server.url);
  const page = await c.request('GET', `${consentUrl.pathname}${consentUrl.search}`);
  const state = consentUrl.searchParams.get('state')!;
  const decided = await c.request('POST', consentUrl.pathname, {
    form: {
      state,
      redirect_uri: consentUrl.searchParams.get('redirect_uri')!,
      name: options.name ?? 'Social Player',
      email: options.email ?? email(),
      decision: options.decision,
    },
  });
  expect(decided.status).toBe(302);
  const callback = location(decided);
  const back = await c.request('GET', callback);
  return { page, state, decided, callback, back };
}

async function signedIn(c: TestClient): Promise<boolean> {
  return (await c.get('/api/storage/getKeys')).status === 200;
}

describe('social sign-in with the demo provider', () => {
  it('init redirects to the consent page with a signed state and binds it to this browser', async () => {
    const c = browser();
    const res = await init(c, { service: 'demo', redirect_url: '/', type_auth: 'login' });
    expect(res.status).toBe(302);
    const url = new URL(location(res), server.url);
    expect(url.pathname).toBe('/oauth/demo/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('/oauth/callback/demo');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(c.cookies.get('__Host-oauth')).toMatch(/^[\w-]{22}$/);
  });

  it('the consent page is self-contained HTML with a name, an e-mail and Allow/Deny', async () => {
    const c = browser();
    const url = new URL(location(await init(c, { service: 'demo' })), server.url);
    const page = await c.request('GET', `${url.pathname}${url.search}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = page.body as string;
    expect(html).toContain('<form method="post" action="/oauth/demo/authorize">');
    expect(html).toContain(`name="state" value="${url.searchParams.get('state')}"`);
    expect(html).toMatch(/name="name"/);
    expect(html).toMatch(/name="email"/);
    expect(html).toMatch(/value="allow"[^>]*>Allow</);
    expect(html).toMatch(/value="deny"[^>]*>Deny</);
    expect(html).not.toMatch(/<script|src="http|href="http/);
  });

  it('Allow creates the player, signs in with a cookie and returns to redirect_url', async () => {
    const c = browser();
    const mail = email();
    const { back } = await flow(c, { decision: 'allow', name: 'Maria Clara Souza', email: mail });
    expect(back.status).toBe(302);
    expect(location(back)).toBe('/games?tab=new');
    expect(c.cookies.get(SESSION_COOKIE)).toBeDefined();
    expect(c.cookies.has('__Host-oauth')).toBe(false);
    expect(await signedIn(c)).toBe(true);

    const [identity] = await server.db
      .select()
      .from(oauthIdentities)
      .where(
        and(eq(oauthIdentities.provider, 'demo'), eq(oauthIdentities.subject, demoSubject(mail))),
      );
    expect(identity).toMatchObject({ email: mail, displayName: 'Maria Clara Souza' });
    const [row] = await server.db.select().from(users).where(eq(users.id, identity!.userId));
    expect(row).toMatchObject({
      login: mail,
      locale: 'pt',
      isRegistrationCompleted: false,
      passwordHash: null,
    });
    expect(row!.profile).toEqual({ first_name: 'Maria', last_name: 'Clara Souza' });
    const [contact] = await server.db.select().from(contacts).where(eq(contacts.userId, row!.id));
    expect(contact).toMatchObject({ type: 'email', contact: mail, isConfirmed: true });
    const [reg] = await server.db
      .select()
      .from(userRegistrations)
      .where(eq(userRegistrations.userId, row!.id));
    expect(reg?.method).toBe('oauth');
    expect(await getBalance(server.db, row!.id, 'fun', 'USD')).toBe(1_000_000n);
  });

  it('the same provider account signs in to the same player again (no second account)', async () => {
    const mail = email();
    await flow(browser(), { decision: 'allow', email: mail });
    const c = browser();
    const { back } = await flow(c, { decision: 'allow', email: mail, name: 'Renamed' });
    expect(location(back)).toBe('/games?tab=new');
    expect(await signedIn(c)).toBe(true);
    expect(await server.db.select().from(users).where(eq(users.login, mail))).toHaveLength(1);
    expect(
      await server.db.select().from(oauthIdentities).where(eq(oauthIdentities.email, mail)),
    ).toHaveLength(1);
  });

  it('an existing account with that e-mail is linked, not duplicated, and stays completed', async () => {
    const mail = email();
    const id = await server.createUser({ login: mail, email: mail, password: 'secret12' });
    const c = browser();
    await flow(c, { decision: 'allow', email: mail });
    expect(await signedIn(c)).toBe(true);
    const [identity] = await server.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.userId, id));
    expect(identity?.subject).toBe(demoSubject(mail));
    const [row] = await server.db.select().from(users).where(eq(users.id, id));
    expect(row?.isRegistrationCompleted).toBe(true);
  });

  it('Deny returns to redirect_url with ?oauth_error=access_denied and no session', async () => {
    const c = browser();
    const { back } = await flow(c, { decision: 'deny', redirect: '/promotions#top' });
    expect(back.status).toBe(302);
    expect(location(back)).toBe('/promotions?oauth_error=access_denied#top');
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await signedIn(c)).toBe(false);
  });

  it('a foreign or hostile redirect_url is refused; our own absolute URL becomes its path', async () => {
    for (const bad of [
      'https://evil.example/steal',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '%2F%2Fevil.example',
    ]) {
      const res = await init(browser(), { service: 'demo', redirect_url: bad });
      expect(res.status, bad).toBe(422);
      expect(res.body.data.invalid_parameters).toEqual({
        redirect_url: 'Only paths of this site are allowed',
      });
    }
    const c = browser();
    const ours = server.config.publicOrigin;
    const { back } = await flow(c, { decision: 'allow', redirect: `${ours}/profile?x=1` });
    expect(location(back)).toBe('/profile?x=1');
  });

  it('redirect_url with dot segments never ends at a protocol-relative Location', async () => {
    // Each is a same-origin path on its face that URL normalisation (or one more decoding)
    // turns into `//evil.test`: the Location of the callback must never start with // or /\.
    for (const bad of [
      '/.//evil.test',
      '/a/..//evil.test',
      '/%2e%2e//evil.test',
      '/./%2fevil.test',
      '/a/..%2f/evil.test',
      '/\uFF0Fevil.test',
      `${server.config.publicOrigin}/.//evil.test`,
    ]) {
      const c = browser();
      const started = await init(c, { service: 'demo', redirect_url: bad, type_auth: 'login' });
      if (started.status === 302) {
        const { back } = await consent(c, started, { decision: 'allow', email: email() });
        expect(location(back), bad).not.toMatch(/^\/[/\\]|^\/%2f|^\/%5c/i);
      }
      expect(started.status, bad).toBe(422);
      expect(started.body.data.invalid_parameters).toEqual({
        redirect_url: 'Only paths of this site are allowed',
      });
    }
  });

  it("our origin is PUBLIC_ORIGIN, never the request's Host", async () => {
    const query = new URLSearchParams({ service: 'demo', redirect_url: 'http://evil.test/x' });
    const started = await server.app.inject({
      method: 'GET',
      url: `/oauth/init?${query}`,
      headers: { host: 'evil.test' },
    });
    expect(started.statusCode).toBe(422);
    const posted = await server.app.inject({
      method: 'POST',
      url: '/oauth/demo/authorize',
      headers: {
        host: 'evil.test',
        origin: 'http://evil.test',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        state: 'x',
        redirect_uri: '/oauth/callback/demo',
        decision: 'allow',
      }).toString(),
    });
    expect(posted.statusCode).toBe(403);
    expect(posted.json().data.type).toBe('AccessDeniedException');
  });

  it('a tampered state is refused (400) and signs nobody in', async () => {
    const c = browser();
    const started = await init(c, { service: 'demo', redirect_url: '/' });
    const state = new URL(location(started), server.url).searchParams.get('state')!;
    const [body, mac] = state.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const evilBody = Buffer.from(JSON.stringify({ ...payload, returnPath: '/evil' })).toString(
      'base64url',
    );
    for (const forged of [`${evilBody}.${mac}`, `${body}.${mac.slice(0, -2)}AA`, 'garbage']) {
      const res = await c.request('GET', '/oauth/callback/demo', {
        query: { state: forged, error: 'access_denied' },
      });
      expect(res.status).toBe(400);
      expect(res.body.data).toEqual({
        type: 'InvalidRequestException',
        message: 'Invalid OAuth state',
      });
    }
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('a callback from another browser (no matching nonce cookie) is refused', async () => {
    const victim = browser();
    const attacker = browser();
    const { callback } = await (async () => {
      const started = await init(attacker, { service: 'demo', redirect_url: '/' });
      const url = new URL(location(started), server.url);
      const decided = await attacker.request('POST', url.pathname, {
        form: {
          state: url.searchParams.get('state')!,
          redirect_uri: '/oauth/callback/demo',
          name: 'Attacker',
          email: email(),
          decision: 'allow',
        },
      });
      return { callback: location(decided) };
    })();
    const res = await victim.request('GET', callback);
    expect(res.status).toBe(400);
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('a replayed callback (same code) does not sign in twice', async () => {
    const c = browser();
    const started = await init(c, { service: 'demo', redirect_url: '/' });
    const nonce = c.cookies.get('__Host-oauth')!;
    const url = new URL(location(started), server.url);
    const decided = await c.request('POST', url.pathname, {
      form: {
        state: url.searchParams.get('state')!,
        redirect_uri: '/oauth/callback/demo',
        name: 'Once',
        email: email(),
        decision: 'allow',
      },
    });
    const first = await c.request('GET', location(decided));
    expect(location(first)).toBe('/');
    const replay = browser();
    replay.cookies.set('__Host-oauth', nonce);
    const second = await replay.request('GET', location(decided));
    expect(location(second)).toBe('/?oauth_error=invalid_grant');
    expect(replay.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('a consent without a valid e-mail shows the page again with the error', async () => {
    const c = browser();
    const url = new URL(location(await init(c, { service: 'demo' })), server.url);
    const res = await c.request('POST', url.pathname, {
      form: {
        state: url.searchParams.get('state')!,
        redirect_uri: '/oauth/callback/demo',
        name: 'X',
        email: 'not-an-email',
        decision: 'allow',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toContain('Wrong email address');
  });

  it('an unknown service or type_auth is refused', async () => {
    const svc = await init(browser(), { service: 'myspace', redirect_url: '/' });
    expect(svc.status).toBe(422);
    expect(svc.body.data.invalid_parameters).toEqual({ service: 'Unknown sign-in service' });
    const type = await init(browser(), { service: 'demo', type_auth: 'admin' });
    expect(type.status).toBe(422);
  });

  it('every social service the CMS config offers, in every locale, starts a sign-in', async () => {
    for (const locale of ['en', 'ru', 'pt']) {
      const config = (await browser().get(`/nfx/cms/config/${locale}`)).body;
      const services = config.registration.authTypes.flatMap(
        (t: { type: string; services?: string[] }) => (t.type === 'social' ? t.services : []),
      );
      expect(services, locale).toEqual(['demo']);
      for (const service of services) {
        const res = await init(browser(), { service, redirect_url: '/', locale });
        expect(res.status, `${locale} ${service}`).toBe(302);
      }
    }
  });

  it('a banned player is sent back with oauth_error=user_banned', async () => {
    const mail = email();
    await flow(browser(), { decision: 'allow', email: mail });
    await server.db.update(users).set({ status: 'banned' }).where(eq(users.login, mail));
    const c = browser();
    const { back } = await flow(c, { decision: 'allow', email: mail, redirect: '/' });
    expect(location(back)).toBe('/?oauth_error=user_banned');
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);
  });
});
