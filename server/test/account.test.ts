/**
 * account reads and profile writes over real HTTP: getInfo (guest and player), getBalance,
 * getToken, getDepositLimit, getContactPhoneSettings, getcurrencyrates,
 * getPersonalDataFields, getprofileinfo, saveProfileInfo, changefakename, changelocale,
 * setUserOnVerification, setCurrency.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { account as contract } from '@croupier/core/contract';
import { deposits, ledgerAccounts, paymentMethods, users } from '../src/db/schema/index.ts';
import { verifyAccessToken } from '../src/account/index.ts';
import { toMinor } from '../src/ledger/index.ts';
import { useTestServer, withPayload } from './helpers.ts';

const server = useTestServer({ seedGames: 5 });

describe('account.getInfo', () => {
  it('answers a guest with uid 0, zero balances in USD and the request locale', async () => {
    const res = await server.client().get('/api/account/getInfo', { locale: 'pt' });
    expect(res.status).toBe(200);
    expect(contract.accountInfo.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data).toMatchObject({
      uid: 0,
      login: '',
      reg_time: null,
      locale: 'pt',
      balance_main: { amount: '0', currency: 'USD' },
      two_factor_auth: false,
    });
  });

  it('answers a player with every §3 field and the four balances from the ledger', async () => {
    const { uid, client } = await server.player({ fakename: 'InfoPlayer', countryCode: 'PT' });
    await server.fund(uid, '125.5', { kind: 'main', reference: `info-${uid}` });
    const res = await client.get('/api/account/getInfo');
    expect(res.status).toBe(200);
    const info = res.body.data;
    expect(contract.accountInfo.safeParse(info).success).toBe(true);
    expect(info).toMatchObject({
      uid,
      fakename: 'InfoPlayer',
      country_code: 'PT',
      balance_main: { amount: '125.5', currency: 'USD' },
      balance_bonus: { amount: '0', currency: 'USD' },
      balance_betting_bonus: { amount: '0', currency: 'USD' },
      balance_fun: { amount: '0', currency: 'USD' },
      is_on_verification: false,
      is_registration_completed: true,
    });
    expect(Object.keys(info).sort()).toEqual(
      [
        'uid',
        'reg_time',
        'login',
        'fakename',
        'is_subscribed',
        'balance_main',
        'balance_bonus',
        'balance_betting_bonus',
        'balance_fun',
        'is_on_verification',
        'is_verified',
        'is_kyc_block_enabled',
        'is_registration_completed',
        'country_code',
        'locale',
        'two_factor_auth',
      ].sort(),
    );
  });

  it('reports is_kyc_block_enabled from the player row, the flag withdrawals obey', async () => {
    const free = await server.player();
    expect((await free.client.get('/api/account/getInfo')).body.data.is_kyc_block_enabled).toBe(
      false,
    );
    const blocked = await server.player({ isKycBlockEnabled: true });
    expect((await blocked.client.get('/api/account/getInfo')).body.data.is_kyc_block_enabled).toBe(
      true,
    );
  });

  it('shows the demo account its seeded balances', async () => {
    const client = server.client();
    await server.signIn(client, server.seeded!.demoUserId);
    const res = await client.get('/api/account/getInfo');
    expect(res.body.data.login).toBe('demo@croupier.test');
    expect(res.body.data.balance_main).toEqual({ amount: '1000', currency: 'USD' });
    expect(res.body.data.balance_betting_bonus).toEqual({ amount: '75.5', currency: 'USD' });
  });
});

describe('guests get AuthorizationException (401) on player-only methods', () => {
  const userOnly = Object.values(contract).filter(
    (v): v is typeof contract.getBalance =>
      !!v && typeof v === 'object' && 'access' in v && (v as { access: string }).access === 'user',
  );
  it.each(userOnly.map((m) => [m.path, m.verb] as const))('%s', async (path, verb) => {
    const client = server.client();
    const res = verb === 'GET' ? await client.get(path) : await client.post(path, {});
    expect(res.status).toBe(401);
    expect(res.body.data.type).toBe('AuthorizationException');
  });
});

describe('account.getBalance and getToken', () => {
  it('answers the four balances', async () => {
    const { uid, client } = await server.player();
    await server.fund(uid, '7.25', { kind: 'bonus', reference: `bal-${uid}` });
    const res = await client.get('/api/account/getBalance');
    expect(res.body.data).toEqual({
      balance_main: { amount: '0', currency: 'USD' },
      balance_bonus: { amount: '7.25', currency: 'USD' },
      balance_betting_bonus: { amount: '0', currency: 'USD' },
      balance_fun: { amount: '0', currency: 'USD' },
    });
  });

  it('issues a short-lived token that names the player and cannot be forged', async () => {
    const { uid, client } = await server.player();
    const res = await client.get('/api/account/getToken');
    expect(res.status).toBe(200);
    expect(res.body.data.expires_in).toBe(300);
    const verified = await verifyAccessToken(server.db, res.body.data.token);
    expect(verified?.userId).toBe(uid);
    const forged = withPayload(res.body.data.token, { uid: uid + 1 });
    expect(await verifyAccessToken(server.db, forged)).toBeNull();
    const later = Date.now() + 301_000;
    expect(await verifyAccessToken(server.db, res.body.data.token, later)).toBeNull();
  });
});

describe('account.getDepositLimit', () => {
  it('answers period none with null amounts when no limit is set', async () => {
    const { client } = await server.player();
    const res = await client.get('/api/account/getDepositLimit');
    expect(res.body.data).toEqual({
      period: 'none',
      limit_amount: null,
      available_amount: null,
      currency: 'USD',
      expired_at: null,
      can_edit: true,
    });
  });

  it('subtracts pending and successful deposits of the window from the limit', async () => {
    const { uid, client } = await server.player();
    // A new limit applies at once (only raising or removing one waits).
    const set = await client.post('/api/account/setDepositLimits', {
      limits: JSON.stringify({ '7': '500' }),
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const [method] = await server.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.currency, 'USD'));
    await server.db.insert(deposits).values([
      {
        userId: uid,
        methodId: method!.id,
        currency: 'USD',
        amountMinor: toMinor('120'),
        status: 'success',
      },
      {
        userId: uid,
        methodId: method!.id,
        currency: 'USD',
        amountMinor: toMinor('30'),
        status: 'pending',
      },
      {
        userId: uid,
        methodId: method!.id,
        currency: 'USD',
        amountMinor: toMinor('99'),
        status: 'failed',
      },
    ]);
    const res = await client.get('/api/account/getDepositLimit');
    expect(res.body.data).toMatchObject({
      period: 7,
      limit_amount: '500',
      available_amount: '350',
      currency: 'USD',
      can_edit: true,
    });
    const expires = new Date(res.body.data.expired_at).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
  });
});

describe('public account reads', () => {
  it('getContactPhoneSettings lists countries with dialling codes and masks', async () => {
    const res = await server.client().get('/api/account/getContactPhoneSettings');
    expect(contract.contactPhoneSettings.safeParse(res.body.data).success).toBe(true);
    const codes = res.body.data.countries.map((c: { country_code: string }) => c.country_code);
    for (const code of [
      'US',
      'GB',
      'DE',
      'PT',
      'BR',
      'RU',
      'UA',
      'KZ',
      'ES',
      'FR',
      'IT',
      'PL',
      'TR',
      'IN',
    ]) {
      expect(codes).toContain(code);
    }
    const br = res.body.data.countries.find(
      (c: { country_code: string }) => c.country_code === 'BR',
    );
    expect(br).toMatchObject({ phone_code: '55', mask: ['(##) ####-####', '(##) #####-####'] });
    expect(res.body.data.default_country_code).toBeNull();
  });

  it('getContactPhoneSettings localises names and preselects the player country', async () => {
    const { client } = await server.player({ countryCode: 'BR' });
    const res = await client.get('/api/account/getContactPhoneSettings', { locale: 'ru' });
    expect(res.body.data.default_country_code).toBe('BR');
    const de = res.body.data.countries.find(
      (c: { country_code: string }) => c.country_code === 'DE',
    );
    expect(de.name).toBe('Германия');
  });

  it('getcurrencyrates answers the demo rates for USD, EUR and BRL', async () => {
    const res = await server.client().get('/api/account/getcurrencyrates');
    expect(res.body.data).toEqual({ base: 'USD', rates: { USD: 1, EUR: 0.92, BRL: 5.45 } });
  });

  it('getPersonalDataFields adds the CPF document for Brazil and lists its states', async () => {
    const res = await server.client().get('/api/account/getPersonalDataFields', { country: 'BR' });
    expect(res.status).toBe(200);
    const fields = res.body.data as {
      name: string;
      type: string;
      required: boolean;
      options?: { value: string }[];
    }[];
    expect(fields.find((f) => f.name === 'document_type')).toMatchObject({
      type: 'documentType',
      required: true,
      options: [{ value: 'cpf', label: 'CPF' }],
    });
    expect(fields.find((f) => f.name === 'document_number')).toMatchObject({
      type: 'cpf',
      required: true,
    });
    const region = fields.find((f) => f.name === 'region')!;
    expect(region.options).toHaveLength(27);
    expect(region.options).toContainEqual({ value: 'BR-SP', label: 'São Paulo' });
  });

  it('getPersonalDataFields for the US has no document and a ZIP pattern', async () => {
    const res = await server.client().get('/api/account/getPersonalDataFields', { country: 'US' });
    const fields = res.body.data as { name: string; regex?: string; max?: string }[];
    expect(fields.some((f) => f.name === 'document_number')).toBe(false);
    expect(fields.find((f) => f.name === 'postcode')!.regex).toBe('^\\d{5}(-\\d{4})?$');
    const max = fields.find((f) => f.name === 'birth_date')!.max!;
    expect(Number(max.slice(0, 4))).toBe(new Date().getUTCFullYear() - 18);
  });

  it('getPersonalDataFields refuses an unsupported country and a malformed one', async () => {
    const unsupported = await server
      .client()
      .get('/api/account/getPersonalDataFields', { country: 'ZZ' });
    expect(unsupported.status).toBe(422);
    expect(unsupported.body.data.invalid_parameters).toHaveProperty('country');
    const malformed = await server
      .client()
      .get('/api/account/getPersonalDataFields', { country: 'brazil' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.data.type).toBe('InvalidParameterException');
  });
});

describe('account.saveProfileInfo and getprofileinfo', () => {
  it('saves the fields, validates each one, and reads them back with contacts and document', async () => {
    const { uid, client } = await server.player({
      countryCode: 'BR',
      phone: '5511912345678',
      phoneCountryCode: 'BR',
    });
    await server.db.update(users).set({ isRegistrationCompleted: false }).where(eq(users.id, uid));

    const partial = await client.post('/api/account/saveProfileInfo', {
      first_name: 'Ana',
      last_name: 'Souza',
      birth_date: '1992-05-20',
    });
    expect(partial.body).toEqual({ data: 1 });
    let info = await client.get('/api/account/getInfo');
    expect(info.body.data.is_registration_completed).toBe(false);

    const full = await client.post('/api/account/saveProfileInfo', {
      sex: '2',
      region: 'BR-RJ',
      home_town: 'Rio de Janeiro',
      address: 'Av. Atlântica 1702',
      postcode: '22021-001',
      document_type: 'cpf',
      document_number: '529.982.247-25',
    });
    expect(full.body).toEqual({ data: 1 });
    info = await client.get('/api/account/getInfo');
    expect(info.body.data.is_registration_completed).toBe(true);

    const profile = await client.get('/api/account/getprofileinfo', {
      fields: 'contacts,document',
    });
    expect(contract.profile.safeParse(profile.body.data).success).toBe(true);
    expect(profile.body.data).toMatchObject({
      first_name: 'Ana',
      last_name: 'Souza',
      birth_date: '1992-05-20',
      sex: 2,
      country_code: 'BR',
      country: 'Brazil',
      region: 'BR-RJ',
      postcode: '22021-001',
      mobile: '5511912345678',
      phone_country_code: 'BR',
      document_type: 'cpf',
      document_number: '52998224725',
      document: { type: 'cpf', number: '52998224725' },
    });
    expect(profile.body.data.contacts).toContainEqual({
      type: 'phone',
      contact: '5511912345678',
      is_confirmed: false,
      is_subscribed: false,
      phone_country_code: 'BR',
    });

    const plain = await client.get('/api/account/getprofileinfo');
    expect(plain.body.data).not.toHaveProperty('contacts');
    expect(plain.body.data).not.toHaveProperty('document');
  });

  it('answers 422 with a reason per invalid field and changes nothing', async () => {
    const { client } = await server.player({ countryCode: 'BR' });
    const res = await client.post('/api/account/saveProfileInfo', {
      first_name: 'Ana3',
      birth_date: `${new Date().getUTCFullYear() - 10}-01-01`,
      region: 'BR-XX',
      postcode: '12',
      document_type: 'cpf',
      document_number: '111.111.111-11',
    });
    expect(res.status).toBe(422);
    expect(res.body.data.type).toBe('InvalidParameterException');
    expect(res.body.data.invalid_parameters).toEqual({
      first_name: 'wrongField',
      birth_date: 'maxValue',
      region: 'wrongField',
      postcode: 'wrongField',
      document_number: 'cpf',
    });
    expect(res.body.data.error_data.reason_params).toEqual({
      birth_date: { max: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/) },
    });
    const profile = await client.get('/api/account/getprofileinfo');
    expect(profile.body.data.first_name).toBeNull();
  });

  it('answers 422 for a malformed date, an unknown sex and a document the country does not use', async () => {
    const { client } = await server.player({ countryCode: 'US' });
    const res = await client.post('/api/account/saveProfileInfo', {
      birth_date: '20.05.1992',
      sex: '5',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data.invalid_parameters).sort()).toEqual(['birth_date', 'sex']);
    const doc = await client.post('/api/account/saveProfileInfo', { document_type: 'cpf' });
    expect(doc.status).toBe(422);
    expect(doc.body.data.invalid_parameters).toEqual({ document_type: 'wrongField' });
  });

  it('clears a region of the old country when the country changes', async () => {
    const { client } = await server.player({ countryCode: 'US' });
    await client.post('/api/account/saveProfileInfo', { region: 'US-TX' });
    await client.post('/api/account/saveProfileInfo', { country_code: 'DE' });
    const profile = await client.get('/api/account/getprofileinfo');
    expect(profile.body.data).toMatchObject({
      country_code: 'DE',
      country: 'Germany',
      region: null,
    });
  });
});

describe('account.changefakename', () => {
  it('sets a nickname and refuses one another player has, whatever its case', async () => {
    const a = await server.player();
    const b = await server.player();
    expect(
      (await a.client.post('/api/account/changefakename', { fakename: 'Lucky_Ace' })).body,
    ).toEqual({
      data: 1,
    });
    const taken = await b.client.post('/api/account/changefakename', { fakename: 'lucky_ace' });
    expect(taken.status).toBe(422);
    expect(taken.body.data.invalid_parameters).toEqual({
      fakename: 'nicknameTaken',
    });
    const [row] = await server.db
      .select({ f: users.fakename })
      .from(users)
      .where(eq(users.id, a.uid));
    expect(row!.f).toBe('Lucky_Ace');
    expect(
      (await a.client.post('/api/account/changefakename', { fakename: 'LUCKY_ACE' })).status,
    ).toBe(200);
  });

  it('lets only one of two players saving the same nickname at once have it', async () => {
    const players = await Promise.all(Array.from({ length: 6 }, () => server.player()));
    const answers = await Promise.all(
      players.map((p, i) =>
        p.client.post('/api/account/changefakename', {
          fakename: i % 2 === 0 ? 'Race_Winner' : 'RACE_winner',
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(422);
      expect(refused.body.data.invalid_parameters).toEqual({
        fakename: 'nicknameTaken',
      });
    }
    const rows = await server.db
      .select({ f: users.fakename })
      .from(users)
      .where(sql`lower(${users.fakename}) = 'race_winner'`);
    expect(rows).toHaveLength(1);
  });

  it('refuses nicknames under 4 characters or with spaces and special characters (§5)', async () => {
    const { client } = await server.player();
    for (const fakename of ['abc', 'two words', 'semi;colon', 'comma,name']) {
      const res = await client.post('/api/account/changefakename', { fakename });
      expect(res.status).toBe(422);
      expect(res.body.data.invalid_parameters).toHaveProperty('fakename');
    }
  });
});

describe('account.changelocale', () => {
  it('stores the locale and sets a locale cookie for a year', async () => {
    const { uid, client } = await server.player();
    const res = await client.post('/api/account/changelocale', { locale: 'ru' });
    expect(res.body).toEqual({ data: 1 });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('locale='))!;
    expect(cookie).toMatch(/^locale=ru;/);
    expect(cookie).toMatch(/Max-Age=31536000/);
    expect(cookie).toMatch(/Path=\//);
    const [row] = await server.db.select({ l: users.locale }).from(users).where(eq(users.id, uid));
    expect(row!.l).toBe('ru');
    expect((await client.get('/api/account/getInfo', { locale: 'ru' })).body.data.locale).toBe(
      'ru',
    );
  });

  it('refuses a locale the site does not offer', async () => {
    const { client } = await server.player();
    const res = await client.post('/api/account/changelocale', { locale: 'de' });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toHaveProperty('locale');
  });
});

describe('account.setUserOnVerification', () => {
  it('marks the player as waiting for verification', async () => {
    const { client } = await server.player();
    expect((await client.post('/api/account/setUserOnVerification')).body).toEqual({ data: 1 });
    expect((await client.get('/api/account/getInfo')).body.data.is_on_verification).toBe(true);
  });
});

describe('account.setCurrency', () => {
  it('switches currency while there are no deposits and opens zero balances in it', async () => {
    const { uid, client } = await server.player();
    expect((await client.post('/api/account/setCurrency', { currency: 'BRL' })).body).toEqual({
      data: 1,
    });
    const info = (await client.get('/api/account/getInfo')).body.data;
    expect(info.balance_main).toEqual({ amount: '0', currency: 'BRL' });
    const accounts = await server.db
      .select({ kind: ledgerAccounts.kind })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, uid));
    expect(accounts.filter((a) => a.kind === 'main')).toHaveLength(2);
  });

  it('refuses an unavailable currency', async () => {
    const { client } = await server.player();
    const res = await client.post('/api/account/setCurrency', { currency: 'GBP' });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({
      currency: 'currencyUnavailable',
    });
  });

  it('refuses once the player has deposited', async () => {
    const { uid, client } = await server.player();
    const [method] = await server.db.select({ id: paymentMethods.id }).from(paymentMethods);
    await server.db.insert(deposits).values({
      userId: uid,
      methodId: method!.id,
      currency: 'USD',
      amountMinor: 1000n,
      status: 'success',
    });
    const res = await client.post('/api/account/setCurrency', { currency: 'EUR' });
    expect(res.status).toBe(422);
    expect(res.body.data.invalid_parameters).toEqual({
      currency: 'currencyLocked',
    });
    expect((await client.get('/api/account/getInfo')).body.data.balance_main.currency).toBe('USD');
  });
});
