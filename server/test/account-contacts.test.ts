/**
 * account contacts over real HTTP: addcontact, sendconfirmationtocontact (codes in the
 * outbox), confirmContact (wrong, expired and used-up codes), changeSubscription and
 * unsubscribe (by session and by a mailing's signed link).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contacts, outbox, users } from '../src/db/schema/index.ts';
import { useTestServer, withPayload } from './helpers.ts';

const server = useTestServer({ seedGames: 3 });
afterEach(() => {
  vi.useRealTimers();
});

async function lastMessage(to: string) {
  const [row] = await server.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

async function contactRow(uid: number, type: 'email' | 'phone') {
  const [row] = await server.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.userId, uid), eq(contacts.type, type)));
  return row;
}

/** Moves the clock of this process (the server's too) forward; timers stay real. */
function advance(ms: number): void {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + ms);
}

describe('account.addcontact', () => {
  it('adds a phone as international digits with its country, unconfirmed', async () => {
    const { uid, client } = await server.player();
    const res = await client.post('/api/account/addcontact', {
      type: 'phone',
      contact: '(11) 91234-5678',
      phone_country_code: 'BR',
    });
    expect(res.body).toEqual({ data: 1 });
    expect(await contactRow(uid, 'phone')).toMatchObject({
      contact: '5511912345678',
      phoneCountryCode: 'BR',
      isConfirmed: false,
    });
  });

  it('finds the country of a +prefixed number by its dialling code', async () => {
    const { uid, client } = await server.player();
    await client.post('/api/account/addcontact', { type: 'phone', contact: '+44 7911 123456' });
    expect(await contactRow(uid, 'phone')).toMatchObject({
      contact: '447911123456',
      phoneCountryCode: 'GB',
    });
  });

  it('replaces the e-mail (lower-cased) and drops its confirmation', async () => {
    const { uid, client } = await server.player({ confirmed: true });
    expect((await contactRow(uid, 'email'))!.isConfirmed).toBe(true);
    await client.post('/api/account/addcontact', {
      type: 'email',
      contact: ' New.Mail@Example.COM ',
    });
    expect(await contactRow(uid, 'email')).toMatchObject({
      contact: 'new.mail@example.com',
      isConfirmed: false,
    });
  });

  it('refuses a malformed e-mail, a phone that does not fit the mask, and an unknown country', async () => {
    const { client } = await server.player();
    const email = await client.post('/api/account/addcontact', {
      type: 'email',
      contact: 'not-an-email',
    });
    expect(email.status).toBe(422);
    expect(email.body.data.invalid_parameters).toEqual({ contact: 'wrongEmailAddress' });
    const phone = await client.post('/api/account/addcontact', {
      type: 'phone',
      contact: '12345',
      phone_country_code: 'US',
    });
    expect(phone.status).toBe(422);
    expect(phone.body.data.invalid_parameters).toEqual({ contact: 'wrongPhoneFormat' });
    const country = await client.post('/api/account/addcontact', {
      type: 'phone',
      contact: '2025550123',
      phone_country_code: 'ZZ',
    });
    expect(country.status).toBe(422);
    expect(country.body.data.invalid_parameters).toHaveProperty('phone_country_code');
    const type = await client.post('/api/account/addcontact', { type: 'fax', contact: '1' });
    expect(type.status).toBe(422);
    expect(type.body.data.invalid_parameters).toHaveProperty('type');
  });

  it("refuses another player's contact", async () => {
    const a = await server.player();
    const b = await server.player();
    await a.client.post('/api/account/addcontact', {
      type: 'email',
      contact: 'shared@example.com',
    });
    const res = await b.client.post('/api/account/addcontact', {
      type: 'email',
      contact: 'SHARED@example.com',
    });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ contact: 'contactInUse' });
  });
});

describe('sendconfirmationtocontact and confirmContact', () => {
  it('writes a 6-digit code to the outbox and confirms the contact with it', async () => {
    const { uid, client } = await server.player();
    await client.post('/api/account/addcontact', { type: 'email', contact: `c${uid}@example.com` });
    const sent = await client.post('/api/account/sendconfirmationtocontact', { type: 'email' });
    expect(sent.body).toEqual({ data: 1 });
    const message = (await lastMessage(`c${uid}@example.com`))!;
    expect(message).toMatchObject({ channel: 'email', purpose: 'confirm_contact', userId: uid });
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.body).toContain(message.code);
    expect(message.expiresAt!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    const confirmed = await client.post('/api/account/confirmContact', {
      type: 'email',
      code: message.code!,
    });
    expect(confirmed.body).toEqual({ data: 1 });
    expect((await contactRow(uid, 'email'))!.isConfirmed).toBe(true);
    const again = await client.post('/api/account/sendconfirmationtocontact', { type: 'email' });
    expect(again.status).toBe(422);
    expect(again.body.data.invalid_parameters).toEqual({
      type: 'alreadyConfirmed',
    });
  });

  it('texts phone codes by SMS', async () => {
    const { client } = await server.player({ phone: '5511987654321', phoneCountryCode: 'BR' });
    await client.post('/api/account/sendconfirmationtocontact', { type: 'phone' });
    const message = (await lastMessage('5511987654321'))!;
    expect(message.channel).toBe('sms');
    expect(message.body).toBe(`Croupier code: ${message.code}`);
  });

  it('answers a wrong code with InvalidParameterException on code and keeps the contact unconfirmed', async () => {
    const { uid, client } = await server.player();
    await client.post('/api/account/sendconfirmationtocontact', { type: 'email' });
    const code = (await lastMessage((await contactRow(uid, 'email'))!.contact))!.code!;
    const wrong = code === '000000' ? '000001' : '000000';
    const res = await client.post('/api/account/confirmContact', { type: 'email', code: wrong });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({
      type: 'InvalidParameterException',
      invalid_parameters: { code: 'codeInvalid' },
    });
    expect((await contactRow(uid, 'email'))!.isConfirmed).toBe(false);
    const malformed = await client.post('/api/account/confirmContact', {
      type: 'email',
      code: '12ab56',
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body.data.invalid_parameters).toHaveProperty('code');
  });

  it('refuses an expired code ("Time expired")', async () => {
    const { uid, client } = await server.player();
    await client.post('/api/account/sendconfirmationtocontact', { type: 'email' });
    const code = (await lastMessage((await contactRow(uid, 'email'))!.contact))!.code!;
    advance(16 * 60_000);
    const res = await client.post('/api/account/confirmContact', { type: 'email', code });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ code: 'codeExpired' });
    expect((await contactRow(uid, 'email'))!.isConfirmed).toBe(false);
  });

  it('uses a code up after five tries, even the right one', async () => {
    const { uid, client } = await server.player();
    await client.post('/api/account/sendconfirmationtocontact', { type: 'email' });
    const code = (await lastMessage((await contactRow(uid, 'email'))!.contact))!.code!;
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/account/confirmContact', { type: 'email', code: wrong });
      expect(res.status).toBe(422);
    }
    const res = await client.post('/api/account/confirmContact', { type: 'email', code });
    expect(res.status).toBe(429);
    expect(res.body.data.type).toBe('TooManyRequestsException');
    expect((await contactRow(uid, 'email'))!.isConfirmed).toBe(false);
  });

  it('makes a resend wait a minute (resend_time), then voids the older code', async () => {
    const { uid, client } = await server.player();
    const email = (await contactRow(uid, 'email'))!.contact;
    await client.post('/api/account/sendconfirmationtocontact', { type: 'email' });
    const first = (await lastMessage(email))!.code!;
    const soon = await client.post('/api/account/sendconfirmationtocontact', { type: 'email' });
    expect(soon.status).toBe(429);
    expect(soon.body.data.type).toBe('TooManyRequestsException');
    expect(soon.body.data.resend_time).toBeGreaterThan(0);
    expect(soon.body.data.resend_time).toBeLessThanOrEqual(60);
    expect(Number(soon.headers.get('retry-after'))).toBe(soon.body.data.resend_time);

    advance(61_000);
    expect(
      (await client.post('/api/account/sendconfirmationtocontact', { type: 'email' })).status,
    ).toBe(200);
    const second = (await lastMessage(email))!.code!;
    if (first !== second) {
      const old = await client.post('/api/account/confirmContact', { type: 'email', code: first });
      expect(old.status).toBe(422);
    }
    const ok = await client.post('/api/account/confirmContact', { type: 'email', code: second });
    expect(ok.body).toEqual({ data: 1 });
  });

  it('sends at most 5 codes an hour', async () => {
    const { client } = await server.player();
    let step = 0;
    for (let i = 0; i < 5; i++) {
      advance(++step * 61_000);
      expect(
        (await client.post('/api/account/sendconfirmationtocontact', { type: 'email' })).status,
      ).toBe(200);
      vi.useRealTimers();
    }
    advance(++step * 61_000);
    const res = await client.post('/api/account/sendconfirmationtocontact', { type: 'email' });
    expect(res.status).toBe(429);
    expect(res.body.data.message).toBe('Too many codes requested. Try again later.');
  });

  it('refuses a contact type the player does not have', async () => {
    const { client } = await server.player();
    const res = await client.post('/api/account/sendconfirmationtocontact', { type: 'phone' });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ type: 'noContact' });
    const confirm = await client.post('/api/account/confirmContact', {
      type: 'phone',
      code: '123456',
    });
    expect(confirm.status).toBe(422);
  });
});

describe('account.changeSubscription', () => {
  it('subscribes and unsubscribes one contact type or all of them', async () => {
    const { uid, client } = await server.player({ phone: '12025550199', phoneCountryCode: 'US' });
    expect(
      (await client.post('/api/account/changeSubscription', { is_subscribed: '1' })).body,
    ).toEqual({
      data: 1,
    });
    expect((await contactRow(uid, 'email'))!.isSubscribed).toBe(true);
    expect((await contactRow(uid, 'phone'))!.isSubscribed).toBe(true);
    expect((await client.get('/api/account/getInfo')).body.data.is_subscribed).toBe(true);

    await client.post('/api/account/changeSubscription', { is_subscribed: '0', type: 'phone' });
    expect((await contactRow(uid, 'phone'))!.isSubscribed).toBe(false);
    expect((await contactRow(uid, 'email'))!.isSubscribed).toBe(true);
    expect((await client.get('/api/account/getInfo')).body.data.is_subscribed).toBe(true);

    await client.post('/api/account/changeSubscription', { is_subscribed: '0', type: 'email' });
    expect((await client.get('/api/account/getInfo')).body.data.is_subscribed).toBe(false);
  });

  it('refuses a missing is_subscribed and a type without a contact', async () => {
    const { client } = await server.player();
    const missing = await client.post('/api/account/changeSubscription', {});
    expect(missing.status).toBe(422);
    expect(missing.body.data.invalid_parameters).toEqual({ is_subscribed: 'requiredField' });
    const noPhone = await client.post('/api/account/changeSubscription', {
      is_subscribed: '1',
      type: 'phone',
    });
    expect(noPhone.status).toBe(422);
  });
});

describe('account.unsubscribe', () => {
  /** The unsubscribe token in the link of the confirmation e-mail the player is sent. */
  async function mailedToken(): Promise<{ uid: number; token: string }> {
    const { uid, client } = await server.player({ isSubscribed: true });
    await client.post('/api/account/sendconfirmationtocontact', { type: 'email' });
    const body = (await lastMessage((await contactRow(uid, 'email'))!.contact))!.body;
    const link = /\/unsubscribe\?token=(\S+)/.exec(body)!;
    return { uid, token: decodeURIComponent(link[1]!) };
  }

  it("works from a confirmation e-mail's link, without a session", async () => {
    const { uid, token } = await mailedToken();
    const res = await server.client().post('/api/account/unsubscribe', { token });
    expect(res.body).toEqual({ data: 1 });
    expect((await contactRow(uid, 'email'))!.isSubscribed).toBe(false);
    const [row] = await server.db
      .select({ s: users.isSubscribed })
      .from(users)
      .where(eq(users.id, uid));
    expect(row!.s).toBe(false);
  });

  it('refuses a forged or tampered token', async () => {
    const { token } = await mailedToken();
    const other = await server.createUser({ isSubscribed: true });
    const tampered = withPayload(token, { uid: other });
    const res = await server.client().post('/api/account/unsubscribe', { token: tampered });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({
      token: 'linkExpired',
    });
    expect((await contactRow(other, 'email'))!.isSubscribed).toBe(true);
  });

  it('unsubscribes the signed-in player without a token, and asks a guest to sign in', async () => {
    const { uid, client } = await server.player({ isSubscribed: true });
    expect((await client.post('/api/account/unsubscribe')).body).toEqual({ data: 1 });
    expect((await contactRow(uid, 'email'))!.isSubscribed).toBe(false);
    const guest = await server.client().post('/api/account/unsubscribe');
    expect(guest.status).toBe(401);
    expect(guest.body.data.type).toBe('AuthorizationException');
  });
});
