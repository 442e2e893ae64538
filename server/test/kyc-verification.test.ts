/**
 * Identity verification over real HTTP: sumsub.createApplicant and getAccessToken, the demo
 * verifier page (strict CSP, configured origins only), document uploads (type, magic bytes,
 * size and pixels checked; bad ones refused and nothing stored), expired and foreign tokens,
 * the review (GREEN for a readable photo, RED for one too small to read — by a status poll once
 * due, and by the verifier's own timer), and the scenario the issue names: a KYC-blocked
 * withdrawal works once the player is verified.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_CMS_DIR } from '../src/cms/cms-content.ts';
import { loadConfig } from '../src/config.ts';
import { kycAccessTokens, kycApplicants, kycDocuments, users } from '../src/db/schema/index.ts';
import { KYC_TOKENS_PER_HOUR } from '../src/demo-kyc/index.ts';
import {
  KYC_LEVEL_NAME,
  KYC_MESSAGE_SOURCE,
  KYC_REJECT_TOO_SMALL,
  KYC_TOKEN_TTL_SECONDS,
  KYC_UPLOADS_PER_HOUR,
} from '../src/demo-kyc/kyc-rules.ts';
import { getBalance, toMinor } from '../src/ledger/index.ts';
import { hashToken } from '../src/sessions/index.ts';
import {
  rawRequest,
  startTestServer,
  type TestClient,
  type TestResponse,
  type TestServer,
  useTestServer,
} from './helpers.ts';

const DEV_ORIGIN = 'http://localhost:5173';
// An hour: the verifier's own timer never completes a review under way in this file's server,
// however slow the machine; tests move the due time explicitly (reviewIsDue) instead.
const REVIEW_MS = 3_600_000;
const server = useTestServer({
  seedGames: 1,
  env: { DEMO_KYC_REVIEW_MS: String(REVIEW_MS), ALLOWED_ORIGINS: DEV_ORIGIN },
});

const CARD = { card_number: '4111111111111111', card_holder: 'Alex Morgan' };

/** A photo of `width`×`height` in `format`. */
function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .toFormat(format)
    .toBuffer();
}

interface UploadOptions {
  type?: string;
  contentType?: string;
  /** Sends this client's cookies (its site session). */
  as?: TestClient;
  origin?: string;
}

async function upload(
  s: TestServer,
  token: string | null,
  body: Uint8Array,
  options: UploadOptions = {},
): Promise<TestResponse> {
  const headers: Record<string, string> = {
    'content-type': options.contentType ?? 'image/jpeg',
  };
  if (token !== null) headers['x-kyc-token'] = token;
  if (options.origin) headers.origin = options.origin;
  if (options.as) {
    headers.cookie = [...options.as.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
  const res = await fetch(
    `${s.url}/demo-kyc/documents?type=${encodeURIComponent(options.type ?? 'passport')}`,
    { method: 'POST', headers, body },
  );
  const raw = Buffer.from(await res.arrayBuffer());
  const json = (res.headers.get('content-type') ?? '').includes('json');
  return {
    status: res.status,
    headers: res.headers,
    body: json ? JSON.parse(raw.toString('utf8')) : raw.toString('utf8'),
    raw,
  };
}

function status(s: TestServer, token: string, as?: TestClient): Promise<TestResponse> {
  return (as ?? s.client()).request('GET', '/demo-kyc/status', {
    headers: { 'x-kyc-token': token },
  });
}

async function tokenFor(client: TestClient, externalActionId?: string): Promise<string> {
  const res = await client.post(
    '/api/sumsub/getAccessToken',
    externalActionId ? { externalActionId } : {},
  );
  expect(res.status).toBe(200);
  return res.body.data.token as string;
}

async function info(client: TestClient) {
  const res = await client.get('/api/account/getInfo');
  expect(res.status).toBe(200);
  return res.body.data as { is_verified: boolean; is_on_verification: boolean };
}

/** Lets the pending review of `uid` fall due now (the review delay, without waiting it out). */
async function reviewIsDue(s: TestServer, uid: number): Promise<void> {
  await s.db
    .update(kycApplicants)
    .set({ reviewAt: sql`now() - interval '1 second'` })
    .where(eq(kycApplicants.userId, uid));
}

/** The page's script settings, from `data-config`. */
function pageConfig(html: string) {
  const m = /data-config="([^"]*)"/.exec(html);
  if (!m) throw new Error('no data-config');
  const json = m[1]!
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(json);
}

async function withdraw(client: TestClient) {
  const settings = await client.get('/api/cashier/getwithdrawsettings');
  const methodId = settings.body.data.methods.find(
    (m: { sysname: string }) => m.sysname === 'card',
  ).id;
  return client.post(
    '/api/cashier/makewithdrawal',
    {
      method: 'card',
      methodId: String(methodId),
      amount: '50',
      requisites: JSON.stringify(CARD),
    },
    { 'idempotency-key': randomUUID() },
  );
}

/** A test server whose CMS config has identity verification switched off. */
async function serverWithoutVerification(): Promise<{ s: TestServer; cleanup(): Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), 'croupier-kyc-'));
  cpSync(DEFAULT_CMS_DIR, join(root, 'cms'), { recursive: true });
  const file = join(root, 'cms', 'en.json');
  const json = JSON.parse(readFileSync(file, 'utf8'));
  json.functional.isSumsubEnable = false;
  writeFileSync(file, JSON.stringify(json));
  const s = await startTestServer({ seed: false, env: { CONTENT_DIR: root } });
  return {
    s,
    async cleanup() {
      await s.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

describe('sumsub.createApplicant', () => {
  it('asks a guest to sign in', async () => {
    const res = await server.client().post('/api/sumsub/createApplicant');
    expect(res.status).toBe(401);
    expect(res.body.data.type).toBe('AuthorizationException');
    expect(await server.db.select().from(kycApplicants)).toHaveLength(0);
  });

  it('creates the applicant once and answers the same one again', async () => {
    const { uid, client } = await server.player();
    const first = await client.post('/api/sumsub/createApplicant');
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      applicant_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      level_name: KYC_LEVEL_NAME,
    });
    const again = await client.post('/api/sumsub/createApplicant');
    expect(again.body.data).toEqual(first.body.data);
    const rows = await server.db.select().from(kycApplicants).where(eq(kycApplicants.userId, uid));
    expect(rows.map((r) => [r.id, r.status])).toEqual([[first.body.data.applicant_id, 'init']]);
  });

  it('is refused while the operator has identity verification switched off', async () => {
    const { s, cleanup } = await serverWithoutVerification();
    try {
      const { uid, client } = await s.player();
      for (const method of ['createApplicant', 'getAccessToken']) {
        const res = await client.post(`/api/sumsub/${method}`);
        expect(res.status).toBe(403);
        expect(res.body.data).toMatchObject({
          type: 'AccessDeniedException',
          message: 'Identity verification is not available',
        });
      }
      expect(
        await s.db.select().from(kycApplicants).where(eq(kycApplicants.userId, uid)),
      ).toHaveLength(0);
    } finally {
      await cleanup();
    }
  });
});

describe('sumsub.getAccessToken', () => {
  it('asks a guest to sign in', async () => {
    const res = await server.client().post('/api/sumsub/getAccessToken');
    expect(res.status).toBe(401);
    expect(res.body.data.type).toBe('AuthorizationException');
  });

  it('answers a short-lived random token bound to the player, storing only its hash', async () => {
    const { uid, client } = await server.player();
    const res = await client.post('/api/sumsub/getAccessToken', {
      externalActionId: 'withdrawal:card-1',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      token: expect.stringMatching(/^[\w-]{43}$/),
      user_id: `croupier-player-${uid}`,
      expires_in: KYC_TOKEN_TTL_SECONDS,
    });
    const token = res.body.data.token as string;
    // The applicant exists now even without createApplicant.
    const [applicant] = await server.db
      .select()
      .from(kycApplicants)
      .where(eq(kycApplicants.userId, uid));
    const rows = await server.db
      .select()
      .from(kycAccessTokens)
      .where(eq(kycAccessTokens.userId, uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      idHash: hashToken(token),
      applicantId: applicant!.id,
      externalActionId: 'withdrawal:card-1',
    });
    expect(JSON.stringify(rows)).not.toContain(token);
    const lifetime = rows[0]!.expiresAt.getTime() - Date.now();
    expect(lifetime).toBeGreaterThan((KYC_TOKEN_TTL_SECONDS - 30) * 1000);
    expect(lifetime).toBeLessThanOrEqual(KYC_TOKEN_TTL_SECONDS * 1000 + 1000);

    const second = await tokenFor(client);
    expect(second).not.toBe(token);
  });

  it('refuses an externalActionId that is not an action id', async () => {
    const { client } = await server.player();
    const res = await client.post('/api/sumsub/getAccessToken', { externalActionId: 'a b<c>' });
    expect(res.status).toBe(422);
    expect(res.body.data.type).toBe('InvalidParameterException');
    expect(res.body.data.invalid_parameters).toHaveProperty('externalActionId');
  });

  it(`answers ${KYC_TOKENS_PER_HOUR} tokens an hour to a player, then 429`, async () => {
    const { uid, client } = await server.player();
    for (let i = 0; i < KYC_TOKENS_PER_HOUR; i++) await tokenFor(client);
    const res = await client.post('/api/sumsub/getAccessToken');
    expect(res.status).toBe(429);
    expect(res.body.data.type).toBe('TooManyRequestsException');
    expect(
      await server.db.select().from(kycAccessTokens).where(eq(kycAccessTokens.userId, uid)),
    ).toHaveLength(KYC_TOKENS_PER_HOUR);
  });
});

describe('the demo verifier page', () => {
  it('serves a page under a strict CSP (its one script file, a nonce for its style), posting to PUBLIC_ORIGIN only', async () => {
    const { client } = await server.player();
    await client.post('/api/sumsub/createApplicant');
    const token = await tokenFor(client);
    const res = await server.client().get('/demo-kyc/verify', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const csp = res.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`script-src ${new URL(server.url).origin}/demo-kyc/verifier-page.js;`);
    expect(csp).toContain(`style-src 'nonce-${nonce}'`);
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain(
      `frame-ancestors 'self' ${server.config.publicOrigin} ${DEV_ORIGIN} https://web.telegram.org`,
    );
    expect(csp).not.toContain('unsafe');
    const html = res.body as string;
    // The style carries the nonce, the one script is our file; nothing is loaded from elsewhere.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script src="\/demo-kyc\/verifier-page\.js\?v=[\w-]{16}">$/),
    ]);
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).not.toMatch(/\s(src|href)="(https?:)?\/\//);
    expect(html).toContain('Verify your identity');
    const config = pageConfig(html);
    expect(config).toMatchObject({
      token,
      targetOrigin: server.config.publicOrigin,
      source: KYC_MESSAGE_SOURCE,
      state: { status: 'init', review_answer: null },
    });
    expect(html).not.toContain("postMessage(message, '*')");
  });

  it('posts to an ALLOWED_ORIGINS origin when asked, and refuses any other', async () => {
    const { client } = await server.player();
    const token = await tokenFor(client);
    const dev = await server.client().get('/demo-kyc/verify', { token, origin: DEV_ORIGIN });
    expect(dev.status).toBe(200);
    expect(pageConfig(dev.body).targetOrigin).toBe(DEV_ORIGIN);

    const evil = await server
      .client()
      .get('/demo-kyc/verify', { token, origin: 'https://evil.example' });
    expect(evil.status).toBe(400);
    expect(evil.body).toContain('Verification unavailable here');
    expect(pageConfig(evil.body)).toMatchObject({ token: null, targetOrigin: null });
    expect(evil.headers.get('content-security-policy')).toContain("frame-ancestors 'self' https");
  });

  it('answers an expired or unknown token with a page that tells the parent (tokenExpired)', async () => {
    const { client } = await server.player();
    const token = await tokenFor(client);
    await server.db
      .update(kycAccessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(kycAccessTokens.idHash, hashToken(token)));
    for (const t of [token, 'x'.repeat(43), '']) {
      const res = await server.client().get('/demo-kyc/verify', { token: t });
      expect(res.status).toBe(401);
      expect(res.body).toContain('Session expired');
      expect(pageConfig(res.body)).toMatchObject({
        token: null,
        notify: 'tokenExpired',
        targetOrigin: server.config.publicOrigin,
      });
    }
    const api = await status(server, token);
    expect(api.status).toBe(401);
    expect(api.body.data.type).toBe('AuthorizationException');
  });

  it("refuses a token opened in another player's session", async () => {
    const owner = await server.player();
    const token = await tokenFor(owner.client);
    const other = await server.player();
    const page = await other.client.get('/demo-kyc/verify', { token });
    expect(page.status).toBe(403);
    expect(page.body).toContain('Not your verification');
    expect(pageConfig(page.body).token).toBeNull();
    const api = await status(server, token, other.client);
    expect(api.status).toBe(403);
    expect(api.body.data.type).toBe('AccessDeniedException');
    const res = await upload(server, token, await photo(1200, 800), { as: other.client });
    expect(res.status).toBe(403);
    // The owner's own session may use it.
    expect((await owner.client.get('/demo-kyc/verify', { token })).status).toBe(200);
  });
});

describe('document uploads', () => {
  it('refuses bad uploads with the reason, storing nothing and changing nothing', async () => {
    const { uid, client } = await server.player();
    const token = await tokenFor(client);
    const jpeg = await photo(1200, 800);
    const png = await photo(1200, 800, 'png');
    const cases: [string, Promise<TestResponse>, string, string][] = [
      [
        'a PDF',
        upload(server, token, Buffer.from('%PDF-1.7\n...'), { contentType: 'application/pdf' }),
        'document',
        'Upload a JPEG, PNG or WebP image.',
      ],
      [
        'a JPEG declared as PNG',
        upload(server, token, jpeg, { contentType: 'image/png' }),
        'document',
        'The file is not the image type it claims to be.',
      ],
      [
        'text declared as a JPEG',
        upload(server, token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
        'document',
        'The file is not the image type it claims to be.',
      ],
      [
        'a damaged JPEG',
        upload(
          server,
          token,
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2000, 7)]),
        ),
        'document',
        'The image cannot be read. It may be damaged.',
      ],
      [
        'a cut-off PNG',
        upload(server, token, png.subarray(0, Math.floor(png.length / 2)), {
          contentType: 'image/png',
        }),
        'document',
        'The image cannot be read. It may be damaged.',
      ],
      [
        'a file over 5 MB',
        upload(
          server,
          token,
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * 1024 * 1024)]),
        ),
        'document',
        'The file is larger than 5 MB.',
      ],
      ['no document type', upload(server, token, jpeg, { type: 'selfie' }), 'type', ''],
    ];
    for (const [label, pending, field, reason] of cases) {
      const res = await pending;
      expect(res.status, label).toBe(422);
      expect(res.body.data.type, label).toBe('InvalidParameterException');
      if (reason) expect(res.body.data.invalid_parameters[field], label).toBe(reason);
      else expect(res.body.data.invalid_parameters, label).toHaveProperty(field);
    }
    const empty = await upload(server, token, new Uint8Array(0));
    expect(empty.status).toBe(422);

    expect(
      await server.db.select().from(kycDocuments).where(eq(kycDocuments.userId, uid)),
    ).toHaveLength(0);
    const [applicant] = await server.db
      .select()
      .from(kycApplicants)
      .where(eq(kycApplicants.userId, uid));
    expect(applicant!.status).toBe('init');
    expect(await info(client)).toMatchObject({ is_verified: false, is_on_verification: false });
  });

  it('refuses an upload without a live token, or from another origin', async () => {
    const { client } = await server.player();
    const token = await tokenFor(client);
    const jpeg = await photo(1200, 800);
    const none = await upload(server, null, jpeg);
    expect(none.status).toBe(401);
    expect(none.body.data.type).toBe('AuthorizationException');
    const cross = await upload(server, token, jpeg, { origin: 'https://evil.example' });
    expect(cross.status).toBe(403);
    expect(cross.body.data.type).toBe('AccessDeniedException');
    // Naming the foreign origin as the Host too changes nothing: our origin is configured.
    const hosted = await rawRequest(
      server.url,
      'POST',
      '/demo-kyc/documents?type=passport',
      {
        host: 'evil.test',
        origin: 'http://evil.test',
        'content-type': 'image/jpeg',
        'x-kyc-token': token,
      },
      jpeg,
    );
    expect(hosted.status).toBe(403);
    expect(JSON.parse(hosted.body).data.type).toBe('AccessDeniedException');
    await server.db
      .update(kycAccessTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(kycAccessTokens.idHash, hashToken(token)));
    const expired = await upload(server, token, jpeg);
    expect(expired.status).toBe(401);
  });

  it('keeps the photo\u2019s fingerprint, type and size, never the picture', async () => {
    const { uid, client } = await server.player();
    const token = await tokenFor(client, 'kyc-on-withdrawal');
    const webp = await photo(1000, 700, 'webp');
    const res = await upload(server, token, webp, {
      contentType: 'image/webp',
      type: 'id_card',
    });
    expect(res.status).toBe(200);
    const [doc] = await server.db.select().from(kycDocuments).where(eq(kycDocuments.userId, uid));
    const { createHash } = await import('node:crypto');
    expect(doc).toMatchObject({
      documentType: 'id_card',
      mimeType: 'image/webp',
      sizeBytes: webp.length,
      width: 1000,
      height: 700,
      sha256: createHash('sha256').update(webp).digest('hex'),
      externalActionId: 'kyc-on-withdrawal',
      verdict: 'GREEN',
      reviewedAt: null,
    });
  });

  it(`accepts ${KYC_UPLOADS_PER_HOUR} uploads an hour from a player, then 429`, async () => {
    const { client } = await server.player();
    const token = await tokenFor(client);
    const tiny = await photo(100, 100);
    for (let i = 0; i < KYC_UPLOADS_PER_HOUR; i++) {
      // Wrong type on purpose: refused, but each counts as an attempt.
      expect((await upload(server, token, tiny, { contentType: 'image/png' })).status).toBe(422);
    }
    const res = await upload(server, token, tiny);
    expect(res.status).toBe(429);
    expect(res.body.data.type).toBe('TooManyRequestsException');
  });
});

describe('verification end to end', () => {
  it('a KYC-blocked withdrawal works once the uploaded document is reviewed GREEN', async () => {
    const uid = await server.createUser({ confirmed: true, isKycBlockEnabled: true });
    await server.fund(uid, '100');
    const client = server.client();
    await server.signIn(client, uid);
    const main = () => getBalance(server.db, uid, 'main', 'USD');

    const blocked = await withdraw(client);
    expect(blocked.status).toBe(400);
    expect(blocked.body.data.type).toBe('KycWithdrawalException');

    const applicant = (await client.post('/api/sumsub/createApplicant')).body.data;
    const token = await tokenFor(client, 'withdrawal');
    const page = await client.get('/demo-kyc/verify', { token });
    expect(page.status).toBe(200);
    expect(pageConfig(page.body).state.applicant_id).toBe(applicant.applicant_id);

    const res = await upload(server, token, await photo(1200, 800), { as: client });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      applicant_id: applicant.applicant_id,
      status: 'pending',
      review_answer: null,
    });
    expect(res.body.data.review_in_ms).toBeGreaterThan(REVIEW_MS - 60_000);
    expect(res.body.data.review_in_ms).toBeLessThanOrEqual(REVIEW_MS);
    expect(await info(client)).toMatchObject({ is_verified: false, is_on_verification: true });
    // Under review: still blocked; a second document waits for the first.
    expect((await withdraw(client)).body.data.type).toBe('KycWithdrawalException');
    const twice = await upload(server, token, await photo(1200, 800));
    expect(twice.status).toBe(400);
    expect(twice.body.data.message).toBe('A document is already under review');
    expect((await status(server, token)).body.data.status).toBe('pending');

    await reviewIsDue(server, uid);
    const done = await status(server, token);
    expect(done.body.data).toEqual({
      applicant_id: applicant.applicant_id,
      status: 'completed',
      review_answer: 'GREEN',
      reject_reason: null,
      review_in_ms: 0,
    });
    expect(await info(client)).toMatchObject({ is_verified: true, is_on_verification: false });

    const ok = await withdraw(client);
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('pending');
    expect(await main()).toBe(toMinor('50'));

    // Verified is final: the page shows it, and another document is not taken.
    expect(pageConfig((await client.get('/demo-kyc/verify', { token })).body).state).toMatchObject({
      status: 'completed',
      review_answer: 'GREEN',
    });
    const after = await upload(server, token, await photo(1200, 800));
    expect(after.status).toBe(400);
    expect(after.body.data.message).toBe('Your identity is already verified');
  });

  it('a photo too small to read is rejected with the reason; a better one then passes', async () => {
    const uid = await server.createUser({ confirmed: true, isKycBlockEnabled: true });
    await server.fund(uid, '100');
    const client = server.client();
    await server.signIn(client, uid);
    const token = await tokenFor(client);

    expect(
      (
        await upload(server, token, await photo(320, 240, 'png'), {
          contentType: 'image/png',
        })
      ).body.data.status,
    ).toBe('pending');
    await reviewIsDue(server, uid);
    const rejected = await status(server, token);
    expect(rejected.body.data).toMatchObject({
      status: 'completed',
      review_answer: 'RED',
      reject_reason: KYC_REJECT_TOO_SMALL,
    });
    expect(KYC_REJECT_TOO_SMALL).toContain('at least 480 pixels');
    expect(await info(client)).toMatchObject({ is_verified: false, is_on_verification: false });
    expect((await withdraw(client)).body.data.type).toBe('KycWithdrawalException');

    expect((await upload(server, token, await photo(800, 1280))).body.data.status).toBe('pending');
    await reviewIsDue(server, uid);
    expect((await status(server, token)).body.data.review_answer).toBe('GREEN');
    expect((await withdraw(client)).status).toBe(200);
    const docs = await server.db.select().from(kycDocuments).where(eq(kycDocuments.userId, uid));
    expect(docs.map((d) => [d.verdict, d.reviewedAt !== null])).toEqual([
      ['RED', true],
      ['GREEN', true],
    ]);
  });

  it('DEMO_KYC_REVIEW_MS is a few seconds by default and must be a whole number', () => {
    expect(loadConfig({}).demoKycReviewMs).toBe(4000);
    expect(loadConfig({ DEMO_KYC_REVIEW_MS: '0' }).demoKycReviewMs).toBe(0);
    expect(() => loadConfig({ DEMO_KYC_REVIEW_MS: 'soon' })).toThrow(/DEMO_KYC_REVIEW_MS/);
  });

  it("completes the review by the verifier's own timer, once the held verifier is released", async () => {
    // Due at once (DEMO_KYC_REVIEW_MS 0), and held: the pending state is seen however slow
    // the machine is, and only the release lets the timer complete it.
    const s = await startTestServer({ seed: false, env: { DEMO_KYC_REVIEW_MS: '0' } });
    try {
      const { uid, client } = await s.player();
      const token = await tokenFor(client);
      const release = s.app.demoVerifier.hold();
      expect((await upload(s, token, await photo(1200, 800))).body.data.status).toBe('pending');
      // Held: neither the timer nor the page's status poll completes the due review.
      expect((await status(s, token)).body.data).toMatchObject({ status: 'pending' });
      expect(await info(client)).toMatchObject({ is_verified: false, is_on_verification: true });
      release();
      // account.getInfo completes nothing itself: only the timer can flip the flags.
      await vi.waitFor(
        async () =>
          expect(await info(client)).toMatchObject({
            is_verified: true,
            is_on_verification: false,
          }),
        { timeout: 60_000, interval: 50 },
      );
      const [row] = await s.db.select().from(users).where(eq(users.id, uid));
      expect(row!.isVerified).toBe(true);
    } finally {
      await s.close();
    }
  });
});
