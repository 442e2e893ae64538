import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cms as cmsContract } from '@croupier/core/contract';
import type { CmsContent } from '../src/cms/cms-content.ts';
import {
  contacts,
  ledgerTransactions,
  sessions,
  userRegistrations,
  users,
} from '../src/db/schema/index.ts';
import { getBalances } from '../src/ledger/balances.ts';
import { SESSION_COOKIE } from '../src/sessions/session-cookie.ts';
import { startTestServer, type TestServer, useTestServer } from './helpers.ts';

const server = useTestServer({ seedGames: 0 });

let counter = 0;
const unique = (prefix: string) => {
  counter += 1;
  return `${prefix}${counter}${Date.now() % 100000}`;
};
const email = () => `${unique('reg')}@croupier.test`;
const phone = () => `55119${String(1_000_000 + counter * 7919).slice(-7)}${counter % 10}`;

/** A form registration; terms are ticked because the shipped content makes them required. */
function register(fields: Record<string, string>) {
  const c = server.client();
  return c
    .post('/api/auth/register', { terms: '1', password: 'secret12', ...fields })
    .then((res) => ({ res, c }));
}

async function userRow(id: number) {
  const [row] = await server.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('auth.register from the form', () => {
  it('creates the player with all it carried, starts a cookie session and opens the balances', async () => {
    const mail = email();
    const { res, c } = await register({
      email: mail,
      currency: 'EUR',
      locale: 'pt',
      notify: '1',
      is_betting: '1',
      promo_code: '  WELCOME50 ',
      character_id: '3',
      country_code: 'BR',
      first_name: 'Ana',
      last_name: 'Silva',
      birth_date: '1991-02-03',
      document_type: 'cpf',
      document_number: '529.982.247-25',
    });
    expect(res.status).toBe(200);
    const uid = res.body.data.uid as number;
    expect(res.body).toEqual({ data: { uid } });
    expect(uid).toBeGreaterThan(0);

    const token = c.cookies.get(SESSION_COOKIE);
    expect(token).toBeDefined();
    expect((await c.get('/api/storage/getKeys')).status).toBe(200);
    expect(await server.db.select().from(sessions).where(eq(sessions.userId, uid))).toHaveLength(1);

    const row = await userRow(uid);
    expect(row).toMatchObject({
      login: mail,
      currency: 'EUR',
      locale: 'pt',
      countryCode: 'BR',
      isSubscribed: true,
      isBetting: true,
      isRegistrationCompleted: true,
      status: 'active',
    });
    expect(row.profile).toEqual({
      first_name: 'Ana',
      last_name: 'Silva',
      birth_date: '1991-02-03',
      document_type: 'cpf',
      document_number: '52998224725',
      country: 'Brazil',
    });
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    const [contact] = await server.db.select().from(contacts).where(eq(contacts.userId, uid));
    expect(contact).toMatchObject({
      type: 'email',
      contact: mail,
      isConfirmed: false,
      isSubscribed: true,
    });
    const [reg] = await server.db
      .select()
      .from(userRegistrations)
      .where(eq(userRegistrations.userId, uid));
    expect(reg).toMatchObject({ method: 'form', promoCode: 'WELCOME50', characterId: 3 });

    const balances = Object.fromEntries(
      (await getBalances(server.db, uid)).map((b) => [`${b.kind}:${b.currency}`, b.amountMinor]),
    );
    expect(balances).toEqual({
      'main:EUR': 0n,
      'bonus:EUR': 0n,
      'betting_bonus:EUR': 0n,
      'fun:EUR': 1_000_000n,
    });
    const grants = await server.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.userId, uid), eq(ledgerTransactions.kind, 'fun_grant')));
    expect(grants).toHaveLength(1);

    // The new password works.
    const login = await server
      .client()
      .post('/api/auth/login', { login: mail, password: 'secret12' });
    expect(login.body).toEqual({ data: { uid } });
  });

  it('login falls back to the phone (without "+") when there is no login or e-mail', async () => {
    const tel = phone();
    const { res } = await register({ phone: `+${tel}`, phone_country_code: 'BR' });
    expect(res.status).toBe(200);
    const row = await userRow(res.body.data.uid);
    expect(row.login).toBe(tel);
    expect(row.currency).toBe('USD');
    const [contact] = await server.db.select().from(contacts).where(eq(contacts.userId, row.id));
    expect(contact).toMatchObject({ type: 'phone', contact: tel, phoneCountryCode: 'BR' });
    const login = await server
      .client()
      .post('/api/auth/login', { login: `+${tel}`, password: 'secret12' });
    expect(login.body).toEqual({ data: { uid: row.id } });
  });

  it('a login name is kept; the e-mail then signs in too', async () => {
    const name = unique('lucky_');
    const mail = email();
    const { res } = await register({ login: name, email: mail });
    const row = await userRow(res.body.data.uid);
    expect(row.login).toBe(name.toLowerCase());
    const byMail = await server
      .client()
      .post('/api/auth/login', { login: mail, password: 'secret12' });
    expect(byMail.body).toEqual({ data: { uid: row.id } });
  });

  it('notify 0 and is_betting 0 are stored as such', async () => {
    const { res } = await register({ email: email(), notify: '0', is_betting: '0' });
    const row = await userRow(res.body.data.uid);
    expect(row.isSubscribed).toBe(false);
    expect(row.isBetting).toBe(false);
  });

  it("fast registration keeps only the country's required fields; optional ones are dropped", async () => {
    const { res } = await register({
      email: email(),
      auth_type: 'fast',
      country_code: 'US',
      first_name: 'Bob',
      home_town: 'Austin',
      address: '1 Main St',
    });
    expect(res.status).toBe(200);
    const row = await userRow(res.body.data.uid);
    expect(row.countryCode).toBe('US');
    expect(row.profile).toEqual({ first_name: 'Bob', country: 'United States' });
    const [reg] = await server.db
      .select()
      .from(userRegistrations)
      .where(eq(userRegistrations.userId, row.id));
    expect(reg?.method).toBe('fast');
  });

  it('a taken e-mail, phone or login: InvalidParameterException on that field, nothing created', async () => {
    const mail = email();
    const tel = phone();
    const first = await register({ email: mail, phone: tel, login: unique('taken_') });
    expect(first.res.status).toBe(200);
    const before = (await server.db.select({ id: users.id }).from(users)).length;

    const dupMail = await register({ email: mail.toUpperCase() });
    expect(dupMail.res.status).toBe(422);
    expect(dupMail.res.body.data.type).toBe('InvalidParameterException');
    expect(dupMail.res.body.data.invalid_parameters).toEqual({
      email: 'emailTaken',
    });

    const dupPhone = await register({ phone: `+${tel}` });
    expect(dupPhone.res.body.data.invalid_parameters).toEqual({
      phone: 'phoneTaken',
    });

    // Another player's e-mail as a login name is taken too (logins and e-mails share one space).
    const dupLogin = await register({ login: mail, email: email() });
    expect(dupLogin.res.body.data.invalid_parameters).toEqual({
      login: 'loginTaken',
    });
    expect(dupMail.c.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await server.db.select({ id: users.id }).from(users)).length).toBe(before);
  });

  it('field errors use the §5 rules and texts: e-mail, password, names', async () => {
    const bad = await register({ email: 'not-an-email', password: '123' });
    expect(bad.res.status).toBe(422);
    expect(bad.res.body.data.invalid_parameters).toEqual({
      email: 'wrongEmailAddress',
      password: 'shortPassword',
    });

    const spaces = await register({ email: email(), password: 'has space 1' });
    expect(spaces.res.body.data.invalid_parameters).toEqual({ password: 'passwordSymbols' });
    expect(spaces.res.body.data.error_data.reason_params).toEqual({ password: { symbols: '␣' } });

    const name = await register({ email: email(), first_name: 'R2D2', birth_date: '1990-02-31' });
    expect(name.res.body.data.invalid_parameters).toEqual({
      first_name: 'wrongField',
      birth_date: 'date',
    });

    // Personal fields follow the country's rules (the list getPersonalDataFields serves).
    const young = new Date();
    young.setUTCFullYear(young.getUTCFullYear() - 10);
    const country = await register({
      email: email(),
      country_code: 'BR',
      birth_date: young.toISOString().slice(0, 10),
      postcode: '1234',
      document_type: 'cpf',
      document_number: '111.111.111-11',
    });
    expect(Object.keys(country.res.body.data.invalid_parameters).sort()).toEqual([
      'birth_date',
      'document_number',
      'postcode',
    ]);
    const unknownCountry = await register({ email: email(), country_code: 'ZZ' });
    expect(unknownCountry.res.body.data.invalid_parameters).toEqual({
      country_code: 'wrongField',
    });

    const nothing = await register({});
    expect(nothing.res.body.data.invalid_parameters).toEqual({ login: 'requiredField' });
  });

  it('currency must be one of the available currencies', async () => {
    const jpy = await register({ email: email(), currency: 'JPY' });
    expect(jpy.res.status).toBe(422);
    expect(jpy.res.body.data.invalid_parameters).toEqual({ currency: 'currencyUnavailable' });
    const lower = await register({ email: email(), currency: 'eur' });
    expect(lower.res.status).toBe(422);
    expect(Object.keys(lower.res.body.data.invalid_parameters)).toEqual(['currency']);
    const brl = await register({ email: email(), currency: 'BRL' });
    expect((await userRow(brl.res.body.data.uid)).currency).toBe('BRL');
  });

  it('a signed-in player cannot register (guest only)', async () => {
    const { c } = await register({ email: email() });
    const res = await c.post('/api/auth/register', {
      email: email(),
      password: 'secret12',
      terms: '1',
    });
    expect(res.status).toBe(403);
    expect(res.body.data.type).toBe('AccessDeniedException');
  });
});

describe('auth.register follows the registration config', () => {
  let strict: TestServer;
  const config = cmsContract.registrationConfig.parse({
    authTypes: [{ type: 'form', label: 'Email', field: 'email' }],
    terms: { isActive: true, defaultValue: false },
    notify: { isActive: true, defaultValue: true },
    markBetting: { isActive: true, defaultValue: 'betting' },
  });
  beforeAll(async () => {
    strict = await startTestServer({
      seedGames: 0,
      register: (app) => {
        // The shipped content (when mounted) already makes terms required.
        if (app.hasDecorator('cms')) return;
        const content = { configs: new Map([['en', { registration: config }]]) };
        app.decorate('cms', content as unknown as CmsContent);
      },
    });
  });
  afterAll(async () => {
    await strict?.close();
  });

  it('terms must be accepted when the config makes them active', async () => {
    const res = await strict
      .client()
      .post('/api/auth/register', { email: email(), password: 'secret12' });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({ terms: 'uncheckedCheckbox' });
    const declined = await strict
      .client()
      .post('/api/auth/register', { email: email(), password: 'secret12', terms: '0' });
    expect(declined.body.data.invalid_parameters).toEqual({
      terms: 'uncheckedCheckbox',
    });
  });

  it('unsent notify and betting mark take the configured defaults', async () => {
    const res = await strict
      .client()
      .post('/api/auth/register', { email: email(), password: 'secret12', terms: '1' });
    expect(res.status).toBe(200);
    const [row] = await strict.db.select().from(users).where(eq(users.id, res.body.data.uid));
    if (strict.app.cms.configs.get('en')?.registration === config) {
      expect(row).toMatchObject({ isSubscribed: true, isBetting: true });
    } else {
      const shipped = strict.app.cms.configs.get('en')!.registration;
      expect(row).toMatchObject({
        isSubscribed: shipped.notify.isActive && shipped.notify.defaultValue,
        isBetting: shipped.markBetting.isActive && shipped.markBetting.defaultValue === 'betting',
      });
    }
  });
});
