import { sign } from '@tma.js/init-data-node';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, userRegistrations, users } from '../src/db/schema/index.ts';
import { getBalance } from '../src/ledger/index.ts';
import { SESSION_COOKIE } from '../src/sessions/session-cookie.ts';
import { startTestServer, type TestServer, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 0 });

let nextTelegramId = 7_100_000_000;

interface InitDataOptions {
  id?: number;
  username?: string;
  languageCode?: string;
  startParam?: string;
  authDate?: Date;
  botToken?: string;
}

/** Init data as Telegram would sign it for the configured bot. */
function initData(options: InitDataOptions = {}): { raw: string; id: number } {
  const id = options.id ?? (nextTelegramId += 1);
  const raw = sign(
    {
      user: {
        id,
        first_name: 'Tg',
        last_name: 'Player',
        username: options.username ?? `tg_player_${id}`,
        language_code: options.languageCode ?? 'en',
      },
      query_id: `AAH${id}`,
      ...(options.startParam ? { start_param: options.startParam } : {}),
    },
    options.botToken ?? server.config.telegramBotToken,
    options.authDate ?? new Date(),
  );
  return { raw, id };
}

const miniapp = () => server.client({ marker: 'miniapp/test' });
const tgRegister = (raw: string, extra: Record<string, string> = {}) =>
  miniapp().post('/api/auth/register', { is_tg: '1', payload: raw, ...extra });
const tgLogin = (raw: string) => miniapp().post('/api/auth/login', { is_tg: '1', payload: raw });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('Telegram registration', () => {
  it('creates the account from the signed payload and answers a bearer token that works', async () => {
    const { raw, id } = initData({ languageCode: 'ru', startParam: 'ref_FRIEND42' });
    const c = miniapp();
    const res = await c.post('/api/auth/register', {
      is_tg: '1',
      payload: raw,
      currency: 'BRL',
      // The informative fields beside the payload are not trusted.
      id: '1',
      username: 'someone_else',
      language_code: 'pt',
    });
    expect(res.status).toBe(200);
    const { uid, token } = res.body.data as { uid: number; token: string };
    expect(uid).toBeGreaterThan(0);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(c.cookies.has(SESSION_COOKIE)).toBe(false);

    const [row] = await server.db.select().from(users).where(eq(users.id, uid));
    expect(row).toMatchObject({
      telegramId: id,
      login: `tg_${id}`,
      locale: 'ru',
      currency: 'BRL',
      passwordHash: null,
    });
    expect(row!.profile).toEqual({ first_name: 'Tg', last_name: 'Player' });
    const [reg] = await server.db
      .select()
      .from(userRegistrations)
      .where(eq(userRegistrations.userId, uid));
    expect(reg).toMatchObject({
      method: 'telegram',
      referralCode: 'FRIEND42',
      promoCode: null,
      startParam: 'ref_FRIEND42',
    });
    expect(await getBalance(server.db, uid, 'fun', 'BRL')).toBe(1_000_000n);

    const [session] = await server.db.select().from(sessions).where(eq(sessions.userId, uid));
    expect(session?.kind).toBe('bearer');
    const keys = await miniapp().get('/api/storage/getKeys', {}, bearer(token));
    expect(keys.status).toBe(200);
    expect((await miniapp().get('/api/storage/getKeys')).status).toBe(401);
  });

  it('a promo_ start parameter becomes the promo code', async () => {
    const { raw } = initData({ startParam: 'promo_SPRING25' });
    const res = await tgRegister(raw);
    const [reg] = await server.db
      .select()
      .from(userRegistrations)
      .where(eq(userRegistrations.userId, res.body.data.uid));
    expect(reg).toMatchObject({ promoCode: 'SPRING25', referralCode: null });
  });

  it('a start parameter of another shape is kept raw, as neither', async () => {
    const { raw } = initData({ startParam: 'campaign-x' });
    const res = await tgRegister(raw);
    const [reg] = await server.db
      .select()
      .from(userRegistrations)
      .where(eq(userRegistrations.userId, res.body.data.uid));
    expect(reg).toMatchObject({ promoCode: null, referralCode: null, startParam: 'campaign-x' });
  });

  it('registering the same Telegram user twice: InvalidParameterException, one account', async () => {
    const first = initData();
    expect((await tgRegister(first.raw)).status).toBe(200);
    const again = await tgRegister(initData({ id: first.id }).raw);
    expect(again.status).toBe(422);
    expect(again.body.data.invalid_parameters).toEqual({
      id: 'telegramTaken',
    });
    expect(await server.db.select().from(users).where(eq(users.telegramId, first.id))).toHaveLength(
      1,
    );
  });

  it('an unavailable currency is refused', async () => {
    const res = await tgRegister(initData().raw, { currency: 'JPY' });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ currency: 'currencyUnavailable' });
  });
});

describe('Telegram sign-in', () => {
  it('a registered user signs in with fresh init data and gets a new working token', async () => {
    const reg = initData();
    const registered = await tgRegister(reg.raw);
    const res = await tgLogin(initData({ id: reg.id }).raw);
    expect(res.status).toBe(200);
    expect(res.body.data.uid).toBe(registered.body.data.uid);
    expect(res.body.data.token).not.toBe(registered.body.data.token);
    expect(
      (await miniapp().get('/api/storage/getKeys', {}, bearer(res.body.data.token))).status,
    ).toBe(200);
  });

  it("an unknown Telegram user: AuthorizationException with reason 'tg_user_not_registered'", async () => {
    const res = await tgLogin(initData().raw);
    expect(res.status).toBe(401);
    expect(res.body.data).toEqual({
      type: 'AuthorizationException',
      message: 'Telegram user is not registered',
      error_data: { reason: 'tg_user_not_registered' },
    });
  });

  it('tampered data is refused with 401: a changed hash, a changed user, another bot', async () => {
    const { raw, id } = initData();
    await tgRegister(raw);
    const params = new URLSearchParams(initData({ id }).raw);
    const hash = params.get('hash')!;
    params.set('hash', `${hash.slice(0, -1)}${hash.endsWith('0') ? '1' : '0'}`);
    const badHash = await tgLogin(params.toString());
    expect(badHash.status).toBe(401);
    expect(badHash.body.data).toMatchObject({
      type: 'AuthorizationException',
      error_data: { reason: 'tg_signature_invalid' },
    });

    // Swapping in someone else's id keeps the old hash: the signature no longer matches.
    const forged = new URLSearchParams(initData().raw);
    const user = JSON.parse(forged.get('user')!) as { id: number };
    forged.set('user', JSON.stringify({ ...user, id }));
    expect((await tgLogin(forged.toString())).status).toBe(401);

    const otherBot = initData({ id, botToken: '7000000002:another-bot-token-of-35-characters' });
    const res = await tgLogin(otherBot.raw);
    expect(res.status).toBe(401);
    expect(res.body.data.error_data).toEqual({ reason: 'tg_signature_invalid' });

    const noHash = new URLSearchParams(initData({ id }).raw);
    noHash.delete('hash');
    expect((await tgLogin(noHash.toString())).body.data.error_data).toEqual({
      reason: 'tg_signature_missing',
    });
  });

  it('stale init data (auth_date older than TELEGRAM_AUTH_MAX_AGE) is refused with 401', async () => {
    const { raw, id } = initData();
    await tgRegister(raw);
    const maxAge = server.config.telegramAuthMaxAgeSeconds;
    const stale = initData({ id, authDate: new Date(Date.now() - (maxAge + 60) * 1000) });
    const res = await tgLogin(stale.raw);
    expect(res.status).toBe(401);
    expect(res.body.data.error_data).toEqual({ reason: 'tg_expired' });
    const staleRegister = await tgRegister(
      initData({ authDate: new Date(Date.now() - (maxAge + 60) * 1000) }).raw,
    );
    expect(staleRegister.status).toBe(401);
  });

  it('a banned Telegram player gets UserBannedException', async () => {
    const reg = initData();
    const res = await tgRegister(reg.raw);
    await server.db.update(users).set({ status: 'banned' }).where(eq(users.id, res.body.data.uid));
    const login = await tgLogin(initData({ id: reg.id }).raw);
    expect(login.status).toBe(403);
    expect(login.body.data.type).toBe('UserBannedException');
  });

  it('logout with the bearer token revokes it', async () => {
    const { raw } = initData();
    const { token } = (await tgRegister(raw)).body.data as { token: string };
    const out = await miniapp().get('/api/auth/logout', {}, bearer(token));
    expect(out.body).toEqual({ data: 1 });
    expect((await miniapp().get('/api/storage/getKeys', {}, bearer(token))).status).toBe(401);
  });

  it('the same launch signs in again while its session lives (a reload of the Mini App)', async () => {
    const { raw } = initData();
    const first = await tgRegister(raw);
    expect(first.status).toBe(200);
    const again = await tgLogin(raw);
    expect(again.status).toBe(200);
    expect(again.body.data.uid).toBe(first.body.data.uid);
    expect(again.body.data.token).not.toBe(first.body.data.token);
  });

  it('a launch replayed after its session ended (logout) is refused with tg_replayed; a new launch works', async () => {
    const reg = initData();
    const { token } = (await tgRegister(reg.raw)).body.data as { token: string };
    await miniapp().get('/api/auth/logout', {}, bearer(token));
    const replay = await tgLogin(reg.raw);
    expect(replay.status).toBe(401);
    expect(replay.body.data.type).toBe('AuthorizationException');
    expect(replay.body.data.error_data).toEqual({ reason: 'tg_replayed' });
    // Telegram signs every launch anew (a new query_id): the player can come back.
    const fresh = sign(
      {
        user: { id: reg.id, first_name: 'Tg', username: `tg_player_${reg.id}` },
        query_id: `AAHfresh${reg.id}`,
      },
      server.config.telegramBotToken,
      new Date(),
    );
    expect((await tgLogin(fresh)).status).toBe(200);
  });
});

describe('TELEGRAM_AUTH_MAX_AGE is configurable', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ seed: false, env: { TELEGRAM_AUTH_MAX_AGE: '60' } });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('data two minutes old passes the default limit but not a 60-second one', async () => {
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    const data = initData({ authDate: twoMinutesAgo });
    const res = await strict
      .client({ marker: 'miniapp/test' })
      .post('/api/auth/register', { is_tg: '1', payload: data.raw });
    expect(res.status).toBe(401);
    expect(res.body.data.error_data).toEqual({ reason: 'tg_expired' });
    expect((await tgRegister(data.raw)).status).toBe(200);
  });
});
