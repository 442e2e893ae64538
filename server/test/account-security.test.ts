/**
 * account security over real HTTP: changepassword (old password required, other sessions
 * ended) and two-factor set-up (changeTwoFactorAuth → confirmTwoFactorAuth → disable).
 */
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema/index.ts';
import { verifyPassword } from '../src/users/password.ts';
import { useTestServer } from './helpers.ts';

/** The authenticator app's code for `secret` at `now` (RFC 6238, the library the server checks with). */
const currentTwoFactorCode = (secret: string, now: number = Date.now()) =>
  generate({ secret, epoch: Math.floor(now / 1000) });

const server = useTestServer({ seedGames: 3 });

const player = (password = 'secret12') => server.player({ password });

async function userRow(uid: number) {
  const [row] = await server.db.select().from(users).where(eq(users.id, uid));
  return row!;
}

describe('account.changepassword', () => {
  it('changes the password and ends every other session, keeping the current one', async () => {
    const { uid, client } = await player('secret12');
    const otherDevice = server.client();
    await server.signIn(otherDevice, uid);
    expect((await otherDevice.get('/api/account/getInfo')).body.data.uid).toBe(uid);

    const res = await client.post('/api/account/changepassword', {
      old_password: 'secret12',
      new_password: 'n3w-Secret!',
    });
    expect(res.body).toEqual({ data: 1 });
    expect(await verifyPassword('n3w-Secret!', (await userRow(uid)).passwordHash!)).toBe(true);
    expect((await client.get('/api/account/getInfo')).body.data.uid).toBe(uid);
    expect((await otherDevice.get('/api/account/getInfo')).body.data.uid).toBe(0);
    const left = await server.db.select().from(sessions).where(eq(sessions.userId, uid));
    expect(left).toHaveLength(1);
  });

  it('refuses a wrong old password and keeps the old one', async () => {
    const { uid, client } = await player('secret12');
    const res = await client.post('/api/account/changepassword', {
      old_password: 'guess123',
      new_password: 'another1',
    });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ old_password: 'password' });
    expect(await verifyPassword('secret12', (await userRow(uid)).passwordHash!)).toBe(true);
  });

  it('refuses a short new password, one with spaces, and the same password', async () => {
    const { client } = await player('secret12');
    const short = await client.post('/api/account/changepassword', {
      old_password: 'secret12',
      new_password: 'abc',
    });
    expect(short.status).toBe(422);
    expect(short.body.data.invalid_parameters).toHaveProperty('new_password');
    const spaced = await client.post('/api/account/changepassword', {
      old_password: 'secret12',
      new_password: 'has space',
    });
    expect(spaced.status).toBe(422);
    expect(spaced.body.data.invalid_parameters.new_password).toBe('passwordSymbols');
    expect(spaced.body.data.error_data.reason_params).toEqual({ new_password: { symbols: '␣' } });
    const same = await client.post('/api/account/changepassword', {
      old_password: 'secret12',
      new_password: 'secret12',
    });
    expect(same.status).toBe(422);
  });

  it('limits password guesses to 5 per 15 minutes', async () => {
    const { client } = await player('secret12');
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/api/account/changepassword', {
        old_password: `wrong${i}00`,
        new_password: 'another1',
      });
      expect(res.status).toBe(422);
    }
    const res = await client.post('/api/account/changepassword', {
      old_password: 'secret12',
      new_password: 'another1',
    });
    expect(res.status).toBe(429);
    expect(res.body.data.type).toBe('TooManyRequestsException');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('two-factor authentication', () => {
  it('enables with a pending secret, turns on with a code, and disables with a current code', async () => {
    const { uid, client } = await player();
    const start = await client.post('/api/account/changeTwoFactorAuth', { enable: '1' });
    expect(start.status).toBe(200);
    const { status, secret, otpauth_uri } = start.body.data;
    expect(status).toBe('pending_confirmation');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/Croupier:/);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    // Nothing changes until the code is confirmed.
    expect((await userRow(uid)).twoFactorEnabled).toBe(false);
    expect((await client.get('/api/account/getInfo')).body.data.two_factor_auth).toBe(false);

    const code = await currentTwoFactorCode(secret);
    expect((await client.post('/api/account/confirmTwoFactorAuth', { code })).body).toEqual({
      data: 1,
    });
    expect((await client.get('/api/account/getInfo')).body.data.two_factor_auth).toBe(true);

    const again = await client.post('/api/account/changeTwoFactorAuth', { enable: '1' });
    expect(again.status).toBe(400);
    expect(again.body.data.type).toBe('InvalidRequestException');
    expect((await userRow(uid)).twoFactorSecret).toBe(secret);

    const noCode = await client.post('/api/account/changeTwoFactorAuth', { enable: '0' });
    expect(noCode.status).toBe(422);
    expect(noCode.body.data.invalid_parameters).toHaveProperty('code');

    // The confirming code is spent; the next step's code disables.
    const next = await currentTwoFactorCode(secret, Date.now() + 30_000);
    const off = await client.post('/api/account/changeTwoFactorAuth', { enable: '0', code: next });
    expect(off.body).toEqual({ data: { status: 'disabled' } });
    const row = await userRow(uid);
    expect(row.twoFactorEnabled).toBe(false);
    expect(row.twoFactorSecret).toBeNull();
  });

  it('refuses a wrong code with "two_factor_auth: code is invalid" and stays off', async () => {
    const { uid, client } = await player();
    const start = await client.post('/api/account/changeTwoFactorAuth', { enable: '1' });
    const right = await currentTwoFactorCode(start.body.data.secret);
    const wrong = right === '123456' ? '654321' : '123456';
    const res = await client.post('/api/account/confirmTwoFactorAuth', { code: wrong });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ code: 'two_factor_auth: code is invalid' });
    expect((await userRow(uid)).twoFactorEnabled).toBe(false);
    const short = await client.post('/api/account/confirmTwoFactorAuth', { code: '12345' });
    expect(short.status).toBe(422);
  });

  it('refuses to disable with a wrong code', async () => {
    const { uid, client } = await player();
    const start = await client.post('/api/account/changeTwoFactorAuth', { enable: '1' });
    const secret = start.body.data.secret as string;
    await client.post('/api/account/confirmTwoFactorAuth', {
      code: await currentTwoFactorCode(secret),
    });
    const next = await currentTwoFactorCode(secret, Date.now() + 30_000);
    const wrong = next === '000000' ? '000001' : '000000';
    const res = await client.post('/api/account/changeTwoFactorAuth', { enable: '0', code: wrong });
    expect(res.status).toBe(422);
    expect((await userRow(uid)).twoFactorEnabled).toBe(true);
  });

  it('refuses confirmation before set-up, and disabling when it is off', async () => {
    const { client } = await player();
    const confirm = await client.post('/api/account/confirmTwoFactorAuth', { code: '123456' });
    expect(confirm.status).toBe(400);
    expect(confirm.body.data.type).toBe('InvalidRequestException');
    const off = await client.post('/api/account/changeTwoFactorAuth', {
      enable: '0',
      code: '123456',
    });
    expect(off.status).toBe(400);
  });

  it('limits code guesses to 10 per 15 minutes', async () => {
    const { client } = await player();
    const start = await client.post('/api/account/changeTwoFactorAuth', { enable: '1' });
    const right = await currentTwoFactorCode(start.body.data.secret);
    const wrong = right === '111111' ? '222222' : '111111';
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/account/confirmTwoFactorAuth', { code: wrong })).status).toBe(
        422,
      );
    }
    const res = await client.post('/api/account/confirmTwoFactorAuth', { code: right });
    expect(res.status).toBe(429);
  });
});
