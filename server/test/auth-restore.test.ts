import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, sessions } from '../src/db/schema/index.ts';
import {
  RESTORE_CODE_TTL_SECONDS,
  RESTORE_MAX_ATTEMPTS,
  RESTORE_PURPOSE,
} from '../src/auth/restore.ts';
import { RESTORE_SEND_PER_RECIPIENT } from '../src/auth/auth-limits.ts';
import { useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 0 });

let counter = 0;
async function player(withPhone = false) {
  counter += 1;
  const email = `restore${counter}@croupier.test`;
  const phone = withPhone ? `4477009${String(10000 + counter)}` : undefined;
  const id = await server.createUser({ login: email, email, phone, password: 'old-pass1' });
  return { id, email, phone };
}

async function codesFor(recipient: string) {
  return server.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.purpose, RESTORE_PURPOSE)))
    .orderBy(desc(outbox.id));
}

const restore = (fields: Record<string, string>) =>
  server.client().post('/api/auth/restore', fields);
const login = (loginName: string, password: string) =>
  server.client().post('/api/auth/login', { login: loginName, password });

describe('auth.restore', () => {
  it('step 1 writes a 6-digit code to the outbox for 15 minutes and answers 1', async () => {
    const { id, email } = await player();
    const before = Date.now();
    const res = await restore({ email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: 1 });
    const [row] = await codesFor(email);
    expect(row).toMatchObject({ userId: id, channel: 'email', consumedAt: null, attempts: 0 });
    expect(row!.code).toMatch(/^\d{6}$/);
    expect(row!.body).toContain(row!.code!);
    const ttl = row!.expiresAt!.getTime() - before;
    expect(ttl).toBeGreaterThan((RESTORE_CODE_TTL_SECONDS - 5) * 1000);
    expect(ttl).toBeLessThanOrEqual((RESTORE_CODE_TTL_SECONDS + 5) * 1000);
  });

  it('an unknown address also answers 1, and nothing is sent (no account probing)', async () => {
    const res = await restore({ email: 'ghost@croupier.test' });
    expect(res.body).toEqual({ data: 1 });
    expect(await codesFor('ghost@croupier.test')).toEqual([]);
  });

  it('step 2 sets the new password, consumes the code and ends every session', async () => {
    const { id, email } = await player();
    const signedIn = server.client();
    await server.signIn(signedIn, id);
    expect((await signedIn.get('/api/storage/getKeys')).status).toBe(200);

    await restore({ email });
    const [row] = await codesFor(email);
    const res = await restore({ email, code: row!.code!, password: 'new-pass1' });
    expect(res.body).toEqual({ data: 1 });

    expect((await login(email, 'old-pass1')).status).toBe(401);
    expect((await login(email, 'new-pass1')).body).toEqual({ data: { uid: id } });
    expect((await signedIn.get('/api/storage/getKeys')).status).toBe(401);
    const [after] = await codesFor(email);
    expect(after!.consumedAt).toBeInstanceOf(Date);

    // The code is single-use.
    const again = await restore({ email, code: row!.code!, password: 'other-pass1' });
    expect(again.status).toBe(422);
    expect(again.body.data.invalid_parameters).toEqual({ code: 'code is invalid' });
    expect((await login(email, 'new-pass1')).status).toBe(200);
  });

  it('works by phone too (with or without "+")', async () => {
    const { id, phone } = await player(true);
    await restore({ phone: `+${phone}` });
    const [row] = await codesFor(phone!);
    expect(row).toMatchObject({ channel: 'sms', userId: id });
    const res = await restore({ phone: phone!, code: row!.code!, password: 'phone-pass1' });
    expect(res.body).toEqual({ data: 1 });
    expect((await login(`+${phone}`, 'phone-pass1')).body).toEqual({ data: { uid: id } });
  });

  it('a wrong code: InvalidParameterException on code, the attempt is counted, the password unchanged', async () => {
    const { email } = await player();
    await restore({ email });
    const [row] = await codesFor(email);
    const wrong = String((Number(row!.code) + 1) % 1_000_000).padStart(6, '0');
    const res = await restore({ email, code: wrong, password: 'new-pass1' });
    expect(res.status).toBe(422);
    expect(res.body.data).toMatchObject({
      type: 'InvalidParameterException',
      invalid_parameters: { code: 'code is invalid' },
    });
    expect((await codesFor(email))[0]!.attempts).toBe(1);
    expect((await login(email, 'old-pass1')).status).toBe(200);
  });

  it("an expired code: 'Time expired'", async () => {
    const { email } = await player();
    await restore({ email });
    const [row] = await codesFor(email);
    await server.db
      .update(outbox)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(outbox.id, row!.id));
    const res = await restore({ email, code: row!.code!, password: 'new-pass1' });
    expect(res.body.data.invalid_parameters).toEqual({ code: 'Time expired' });
    expect((await login(email, 'old-pass1')).status).toBe(200);
  });

  it('a resend retires the earlier code', async () => {
    const { email } = await player();
    await restore({ email });
    await restore({ email });
    const [newest, older] = await codesFor(email);
    expect(older!.consumedAt).toBeInstanceOf(Date);
    if (older!.code !== newest!.code) {
      const stale = await restore({ email, code: older!.code!, password: 'new-pass1' });
      expect(stale.body.data.invalid_parameters).toEqual({ code: 'code is invalid' });
    }
    const ok = await restore({ email, code: newest!.code!, password: 'new-pass1' });
    expect(ok.body).toEqual({ data: 1 });
  });

  it('the new password follows the §5 password rule', async () => {
    const { email } = await player();
    await restore({ email });
    const [row] = await codesFor(email);
    const res = await restore({ email, code: row!.code!, password: 'with space' });
    // A reason code; the offending symbols travel beside it for the client's text.
    expect(res.body.data.invalid_parameters).toEqual({ password: 'passwordSymbols' });
    expect(res.body.data.error_data?.reason_params?.password).toEqual({ symbols: '␣' });
    expect((await codesFor(email))[0]!.consumedAt).toBeNull();
  });

  it(`sending is rate-limited per address (${RESTORE_SEND_PER_RECIPIENT.limit} per window), known or not`, async () => {
    for (const address of [(await player()).email, 'nobody-here@croupier.test']) {
      for (let i = 0; i < RESTORE_SEND_PER_RECIPIENT.limit; i += 1) {
        expect((await restore({ email: address })).status).toBe(200);
      }
      const res = await restore({ email: address });
      expect(res.status).toBe(429);
      expect(res.body.data.type).toBe('TooManyRequestsException');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it(`after ${RESTORE_MAX_ATTEMPTS} wrong codes even the right one is refused`, async () => {
    const { email } = await player();
    await restore({ email });
    const [row] = await codesFor(email);
    const wrong = String((Number(row!.code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < RESTORE_MAX_ATTEMPTS; i += 1) {
      expect((await restore({ email, code: wrong, password: 'new-pass1' })).status).toBe(422);
    }
    const res = await restore({ email, code: row!.code!, password: 'new-pass1' });
    expect([422, 429]).toContain(res.status);
    expect((await codesFor(email))[0]!.attempts).toBe(RESTORE_MAX_ATTEMPTS);
    expect((await login(email, 'old-pass1')).status).toBe(200);
  });

  it('email and phone together, or a code without a password, are refused by the contract', async () => {
    const both = await restore({ email: 'a@croupier.test', phone: '5511999999999' });
    expect(both.status).toBe(422);
    expect(both.body.data.invalid_parameters).toHaveProperty('email');
    const half = await restore({ email: 'a@croupier.test', code: '123456' });
    expect(half.status).toBe(422);
    expect(half.body.data.invalid_parameters).toHaveProperty('password');
  });

  it('leaves no session behind for the restoring browser', async () => {
    const { id, email } = await player();
    const c = server.client();
    await c.post('/api/auth/restore', { email });
    const [row] = await codesFor(email);
    await c.post('/api/auth/restore', { email, code: row!.code!, password: 'new-pass1' });
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, id))).toEqual([]);
  });
});
