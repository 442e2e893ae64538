import { describe, expect, it } from 'vitest';
import { PROFILE_FIELD_NAMES } from '../constants/profile-fields.ts';
import type { MethodDef } from './define.ts';
import * as account from './account.ts';
import * as auth from './auth.ts';
import * as cashier from './cashier.ts';
import * as chat from './chat.ts';
import * as cms from './cms.ts';
import * as events from './events.ts';
import * as games from './games.ts';
import * as i18n from './i18n.ts';
import * as metadata from './metadata.ts';
import * as responsibleGaming from './responsible-gaming.ts';
import * as sumsub from './sumsub.ts';
import * as support from './support.ts';

/** §7's methods of these groups: module, group, and verb → names. */
const SPEC: [Record<string, unknown>, string, { GET?: string[]; POST?: string[] }][] = [
  [
    account,
    'account',
    {
      POST: [
        'addcontact',
        'changefakename',
        'changelocale',
        'changepassword',
        'changeSubscription',
        'changeTwoFactorAuth',
        'confirmContact',
        'confirmTwoFactorAuth',
        'saveProfileInfo',
        'sendconfirmationtocontact',
        'setUserOnVerification',
        'setCurrency',
        'unsubscribe',
      ],
      GET: [
        'getContactPhoneSettings',
        'getcurrencyrates',
        'getDepositLimit',
        'getInfo',
        'getToken',
        'getBalance',
        'getPersonalDataFields',
        'getprofileinfo',
      ],
    },
  ],
  [auth, 'auth', { POST: ['login', 'restore', 'register'], GET: ['logout'] }],
  [metadata, 'metadata', { GET: ['get', 'getgeneralinfo'] }],
  [support, 'support', { GET: ['getsettings'], POST: ['sendFeedback'] }],
  [events, 'events', { GET: ['handle'] }],
  [chat, 'chat', { POST: ['storeChatEvent'] }],
  [sumsub, 'sumsub', { POST: ['createApplicant', 'getAccessToken'] }],
  [
    games,
    'games',
    {
      GET: [
        'get',
        'getLikes',
        'getCategories',
        'getProviders',
        'getHistory',
        'gethistoryexportrequest',
        // Not in §7: the bets page's call and the search popup's index (see games.ts).
        'getBetHistory',
        'getSearchIndex',
      ],
      POST: ['addLike', 'removeLike', 'createhistoryexportrequest'],
    },
  ],
  [
    cashier,
    'cashier',
    {
      POST: ['cancelwithdrawal', 'makedeposit', 'makewithdrawal'],
      GET: [
        'getbanks',
        'getdepositinfo',
        'getdepositsettings',
        'gethistory',
        'getwithdrawsettings',
      ],
    },
  ],
];

const isMethod = (v: unknown): v is MethodDef =>
  typeof v === 'object' && v !== null && 'path' in v && 'verb' in v && 'params' in v;

const methodsOf = (mod: object) => Object.values(mod as Record<string, unknown>).filter(isMethod);

const cases = SPEC.flatMap(([mod, group, verbs]) =>
  Object.entries(verbs).flatMap(([verb, names]) =>
    names.map((name) => ({ mod, group, verb, name })),
  ),
);

describe('part 1 of the contract declares every §7 method', () => {
  it.each(cases)('$group.$name is $verb /api/$group/$name', ({ mod, group, verb, name }) => {
    const def = mod[name];
    expect(isMethod(def), `${group}.${name}`).toBe(true);
    expect(def).toMatchObject({ group, name, verb, path: `/api/${group}/${name}` });
    expect(['any', 'user', 'guest']).toContain((def as MethodDef).access);
    expect((def as MethodDef).doc.length).toBeGreaterThan(0);
  });

  it.each(SPEC.map(([mod, group, verbs]) => ({ mod, group, verbs })))(
    '$group declares no method outside §7 but the documented extensions',
    ({ mod, verbs }) => {
      // Responsible gaming's methods (issue 18) extend `account`; responsible-gaming.md says why.
      const extensions = new Set(methodsOf(responsibleGaming).map((m) => m.name));
      const declared = methodsOf(mod)
        .map((m) => m.name)
        .filter((name) => !extensions.has(name))
        .sort();
      expect(declared).toEqual([...(verbs.GET ?? []), ...(verbs.POST ?? [])].sort());
    },
  );

  it('takes an Idempotency-Key exactly on the money-moving cashier calls', () => {
    const idempotent = methodsOf(cashier)
      .filter((m) => m.idempotent)
      .map((m) => m.name)
      .sort();
    expect(idempotent).toEqual(['cancelwithdrawal', 'makedeposit', 'makewithdrawal']);
    const elsewhere = SPEC.filter(([, g]) => g !== 'cashier').flatMap(([mod]) =>
      methodsOf(mod).filter((m) => m.idempotent),
    );
    expect(elsewhere).toEqual([]);
  });

  it('declares who may call: guests sign in, players move money', () => {
    expect(account.getInfo.access).toBe('any');
    expect(account.getBalance.access).toBe('user');
    expect(cashier.makedeposit.access).toBe('user');
    expect(games.addLike.access).toBe('user');
    expect(auth.login.access).toBe('guest');
    expect(auth.register.access).toBe('guest');
  });
});

const money = (amount: string) => ({ amount, currency: 'USD' });

describe('account', () => {
  const info = {
    uid: 0,
    reg_time: null,
    login: '',
    fakename: null,
    is_subscribed: false,
    balance_main: money('0'),
    balance_bonus: money('0'),
    balance_betting_bonus: money('0'),
    balance_fun: money('0'),
    is_on_verification: false,
    is_verified: false,
    is_kyc_block_enabled: false,
    is_registration_completed: true,
    country_code: null,
    locale: 'en',
    two_factor_auth: false,
  };

  it('parses a guest (uid 0) and a player account info, rejecting a negative uid', () => {
    expect(account.getInfo.result.parse(info).uid).toBe(0);
    const player = {
      ...info,
      uid: 42,
      reg_time: '2026-01-02T10:00:00.000Z',
      login: 'ana@example.com',
      balance_main: money('1250.5'),
      country_code: 'BR',
      locale: 'pt-BR',
      two_factor_auth: true,
    };
    expect(account.getInfo.result.parse(player).balance_main).toEqual(money('1250.5'));
    expect(account.getInfo.result.safeParse({ ...info, uid: -1 }).success).toBe(false);
    expect(
      account.getInfo.result.safeParse({ ...info, balance_main: money('1.234') }).success,
    ).toBe(false);
  });

  it('reads getprofileinfo fields such as contacts,document and rejects unknown blocks', () => {
    expect(account.getprofileinfo.params.parse({ fields: 'contacts,document' })).toEqual({
      fields: ['contacts', 'document'],
    });
    expect(account.getprofileinfo.params.safeParse({ fields: 'contacts,password' }).success).toBe(
      false,
    );
  });

  it('parses a profile with a phone contact carrying its country', () => {
    const p = account.getprofileinfo.result.parse({
      first_name: 'Ana',
      middle_name: null,
      last_name: 'Silva',
      sex: 2,
      birth_date: '1990-05-17',
      country: 'Brazil',
      country_code: 'BR',
      region: 'SP',
      home_town: null,
      address: null,
      postcode: null,
      mobile: '5511999998888',
      email: 'ana@example.com',
      login: 'ana@example.com',
      currency: 'BRL',
      phone_country_code: 'BR',
      fakename: 'anasilva',
      document_type: 'cpf',
      document_number: '12345678909',
      document: { type: 'cpf', number: '12345678909' },
      contacts: [
        { type: 'email', contact: 'ana@example.com', is_confirmed: true, is_subscribed: true },
        {
          type: 'phone',
          contact: '5511999998888',
          is_confirmed: false,
          is_subscribed: false,
          phone_country_code: 'BR',
        },
      ],
    });
    expect(p.contacts?.[1]).toMatchObject({ type: 'phone', phone_country_code: 'BR' });
  });

  it('changelocale takes a locale; changefakename enforces §5 (min 4, no spaces or commas)', () => {
    expect(account.changelocale.params.parse({ locale: 'pt-BR' })).toEqual({ locale: 'pt-BR' });
    expect(account.changelocale.params.safeParse({ locale: 'Portuguese' }).success).toBe(false);
    expect(account.changefakename.params.safeParse({ fakename: 'lucky7' }).success).toBe(true);
    expect(account.changefakename.params.safeParse({ fakename: 'abc' }).success).toBe(false);
    expect(account.changefakename.params.safeParse({ fakename: 'big win' }).success).toBe(false);
    expect(account.changefakename.params.safeParse({ fakename: 'a,bcd' }).success).toBe(false);
  });

  it('two-factor: enabling needs no code, disabling does; confirm takes exactly 6 digits', () => {
    expect(account.changeTwoFactorAuth.params.parse({ enable: '1' })).toEqual({ enable: true });
    expect(account.changeTwoFactorAuth.params.safeParse({ enable: '0' }).success).toBe(false);
    expect(account.changeTwoFactorAuth.params.parse({ enable: '0', code: '123456' })).toEqual({
      enable: false,
      code: '123456',
    });
    expect(account.confirmTwoFactorAuth.params.safeParse({ code: '123456' }).success).toBe(true);
    expect(account.confirmTwoFactorAuth.params.safeParse({ code: '12345' }).success).toBe(false);
    expect(account.confirmTwoFactorAuth.params.safeParse({ code: '12a456' }).success).toBe(false);
    const setup = account.changeTwoFactorAuth.result.parse({
      status: 'pending_confirmation',
      secret: 'JBSWY3DPEHPK3PXP',
      otpauth_uri: 'otpauth://totp/Croupier:ana?secret=JBSWY3DPEHPK3PXP&issuer=Croupier',
    });
    expect(setup.status).toBe('pending_confirmation');
    expect(
      account.changeTwoFactorAuth.result.safeParse({ status: 'pending_confirmation', secret: 'x' })
        .success,
    ).toBe(false);
  });

  it('deposit limit periods are none, 1, 7, 14 or 30 days', () => {
    const limit = {
      period: 7,
      limit_amount: '500',
      available_amount: '120.5',
      currency: 'USD',
      expired_at: '2026-02-01T00:00:00Z',
      can_edit: true,
    };
    expect(account.getDepositLimit.result.parse(limit).period).toBe(7);
    expect(
      account.getDepositLimit.result.parse({
        ...limit,
        period: 'none',
        limit_amount: null,
        available_amount: null,
        expired_at: null,
      }).period,
    ).toBe('none');
    expect(account.getDepositLimit.result.safeParse({ ...limit, period: 3 }).success).toBe(false);
  });

  it('personal data fields carry type, options, regex and a mask string or list', () => {
    const fields = account.getPersonalDataFields.result.parse([
      { name: 'first_name', type: 'name', required: true },
      {
        name: 'region',
        type: 'text',
        required: false,
        options: [{ value: 'SP', label: 'São Paulo' }],
      },
      { name: 'postcode', type: 'postcode', required: false, regex: '^\\d{5}-?\\d{3}$' },
      { name: 'phone', type: 'phone', required: true, mask: ['(99) 0000-0000', '(99) 00000-0000'] },
      { name: 'cpf', type: 'cpf', required: true, mask: '000.000.000-00' },
    ]);
    expect(fields.map((f) => f.type)).toEqual(['name', 'text', 'postcode', 'phone', 'cpf']);
    expect(
      account.getPersonalDataFields.result.safeParse([{ name: 'x', type: 'colour', required: 1 }])
        .success,
    ).toBe(false);
    expect(account.getPersonalDataFields.params.parse({ country: 'BR' })).toEqual({
      country: 'BR',
    });
    expect(account.getPersonalDataFields.params.safeParse({ country: 'bra' }).success).toBe(false);
  });

  it('phone country options accept a mask string or list', () => {
    const s = account.getContactPhoneSettings.result.parse({
      countries: [
        { country_code: 'BR', phone_code: '55', name: 'Brazil', mask: '(99) 00000-0000' },
        { country_code: 'US', phone_code: '1', name: 'United States', mask: ['000-000-0000'] },
      ],
      default_country_code: 'BR',
    });
    expect(s.countries).toHaveLength(2);
  });

  it('saveProfileInfo takes exactly the profile fields the clients and server list', () => {
    expect(Object.keys(account.saveProfileInfo.params.shape)).toEqual([...PROFILE_FIELD_NAMES]);
  });

  it('saveProfileInfo reads sex from its wire form and rejects bad dates', () => {
    expect(account.saveProfileInfo.params.parse({ sex: '2', birth_date: '1990-05-17' })).toEqual({
      sex: 2,
      birth_date: '1990-05-17',
    });
    expect(account.saveProfileInfo.params.safeParse({ sex: '5' }).success).toBe(false);
    expect(account.saveProfileInfo.params.safeParse({ birth_date: '17.05.1990' }).success).toBe(
      false,
    );
  });

  it('changeSubscription reads is_subscribed from 1/0', () => {
    expect(account.changeSubscription.params.parse({ is_subscribed: '0', type: 'email' })).toEqual({
      is_subscribed: false,
      type: 'email',
    });
    expect(account.changeSubscription.params.safeParse({ is_subscribed: 'maybe' }).success).toBe(
      false,
    );
  });

  it('write calls answer 1', () => {
    expect(account.addcontact.result.parse(1)).toBe(1);
    expect(account.addcontact.result.safeParse(0).success).toBe(false);
  });
});

describe('auth', () => {
  it('login accepts login and password with an optional 6-digit code', () => {
    expect(auth.login.params.parse({ login: 'ana@example.com', password: 'secret1' })).toEqual({
      login: 'ana@example.com',
      password: 'secret1',
    });
    expect(
      auth.login.params.parse({ login: 'ana', password: 'secret1', code: '654321' }),
    ).toMatchObject({ code: '654321' });
    expect(
      auth.login.params.safeParse({ login: 'ana', password: 'secret1', code: '1' }).success,
    ).toBe(false);
    expect(auth.login.params.safeParse({ login: 'ana' }).success).toBe(false);
  });

  it('login accepts Telegram init data unmodified', () => {
    const payload = 'query_id=AAH&user=%7B%22id%22%3A1%7D&auth_date=1700000000&hash=abc';
    expect(auth.login.params.parse({ is_tg: '1', payload })).toEqual({ is_tg: '1', payload });
    expect(auth.login.params.safeParse({ is_tg: '1', payload: '' }).success).toBe(false);
  });

  it('login/register answer uid, with a token only for bearer sessions', () => {
    expect(auth.login.result.parse({ uid: 7 })).toEqual({ uid: 7 });
    expect(auth.register.result.parse({ uid: 7, token: 'tok' })).toEqual({ uid: 7, token: 'tok' });
    expect(auth.login.result.safeParse({ uid: 0 }).success).toBe(false);
  });

  it('restore: by email or phone, and code goes with the new password', () => {
    expect(auth.restore.params.safeParse({ email: 'ana@example.com' }).success).toBe(true);
    expect(auth.restore.params.safeParse({ phone: '5511999998888' }).success).toBe(true);
    expect(
      auth.restore.params.safeParse({
        email: 'ana@example.com',
        code: '123456',
        password: 'newpass',
      }).success,
    ).toBe(true);
    expect(auth.restore.params.safeParse({}).success).toBe(false);
    expect(
      auth.restore.params.safeParse({ email: 'ana@example.com', phone: '5511999998888' }).success,
    ).toBe(false);
    expect(
      auth.restore.params.safeParse({ email: 'ana@example.com', code: '123456' }).success,
    ).toBe(false);
    expect(
      auth.restore.params.safeParse({ email: 'ana@example.com', code: '123456', password: '12345' })
        .success,
    ).toBe(false);
  });

  it('register reads the form payload from its wire form', () => {
    const p = auth.register.params.parse({
      email: 'ana@example.com',
      password: 'secret1',
      currency: 'BRL',
      locale: 'pt-BR',
      notify: '1',
      is_betting: '0',
      character_id: '3',
      country_code: 'BR',
      phone_country_code: 'BR',
      promo_code: '  WELCOME ',
      birth_date: '1990-05-17',
      sex: '1',
      auth_type: 'fast',
    });
    expect(p).toMatchObject({
      notify: true,
      is_betting: false,
      character_id: 3,
      promo_code: 'WELCOME',
      sex: 1,
    });
  });

  it('register rejects a short password, a bad e-mail and a form without any login', () => {
    expect(
      auth.register.params.safeParse({ email: 'ana@example.com', password: '12345' }).success,
    ).toBe(false);
    expect(
      auth.register.params.safeParse({ email: 'ana@@example.com', password: 'secret1' }).success,
    ).toBe(false);
    expect(auth.register.params.safeParse({ password: 'secret1' }).success).toBe(false);
    expect(
      auth.register.params.safeParse({ phone: '+5511999998888', password: 'secret1' }).success,
    ).toBe(true);
  });

  it('register accepts the Telegram messenger fields without a password', () => {
    const p = auth.register.params.parse({
      is_tg: '1',
      payload: 'user=%7B%7D&auth_date=1&hash=h',
      id: '1',
      username: 'ana',
      hash: 'h',
      language_code: 'pt',
      currency: 'USD',
    });
    expect(p).toMatchObject({ is_tg: '1', username: 'ana' });
  });
});

describe('metadata', () => {
  const general = {
    analytic: { gtm_id: 'GTM-1', ga_measurement_id: null, meta_pixel_id: null },
    available_currencies: ['USD', 'EUR'],
    available_locales: ['en', 'pt-BR'],
    default_currency: 'USD',
    is_seon_enabled: false,
    is_bonus_isolation_enabled: true,
    domain_state: 'active',
    domain_type: 'main',
    time_to_force_logout: 1800,
    is_game_history_export_enabled: true,
    user_inactivity_cashier_time: null,
    user_inactivity_pp_time: 600,
  };

  it('parses every general info field and requires them all', () => {
    expect(metadata.getgeneralinfo.result.parse(general)).toEqual(general);
    for (const key of Object.keys(general)) {
      const { [key]: _dropped, ...rest } = general as Record<string, unknown>;
      expect(metadata.getgeneralinfo.result.safeParse(rest).success, key).toBe(false);
    }
  });

  it('get defaults the path to / and rejects a non-path', () => {
    expect(metadata.get.params.parse({})).toEqual({ path: '/' });
    expect(metadata.get.params.safeParse({ path: 'https://evil.example/' }).success).toBe(false);
    const meta = metadata.get.result.parse({
      title: 'Casino',
      description: 'Play',
      canonical: 'https://casino.example/',
      alternates: [{ hreflang: 'pt-BR', href: 'https://casino.example/pt-BR/' }],
      noindex: false,
    });
    expect(meta.alternates[0]?.hreflang).toBe('pt-BR');
  });
});

describe('cms config', () => {
  const minimal = {
    registration: { authTypes: [{ type: 'form', label: 'E-mail', field: 'email' }] },
  };

  it('fills every §3/§9 default from a minimal config', () => {
    const c = cms.cmsConfig.parse(minimal);
    expect(c.functional.isVisibleNoticeBetting).toBe(true);
    expect(c.functional.authPopupEnabled).toBe(true);
    expect(c.functional.settingsForUpdBalance).toEqual({
      isEnabledInterval: false,
      countSecondsForInterval: 10,
      isEnabledTurnOffRequests: true,
      countMinutesAfterWhichRequestsTurnedOff: 5,
      isEnabledRequestsAfterClick: false,
      countSecondsForDelayBetweenClick: 1,
    });
    expect(c.registration.markBetting.defaultValue).toBe('betting');
    expect(c.redirects).toEqual([]);
  });

  it('names the content system endpoints, encoding locale and slug', () => {
    expect(cms.cmsConfigPath('pt')).toBe('/nfx/cms/config/pt');
    expect(cms.cmsPagePath('en', 'bonus-terms')).toBe('/nfx/cms/pages/en/bonus-terms');
    expect(cms.cmsPagePath('en', '../x')).toBe('/nfx/cms/pages/en/..%2Fx');
    expect(cms.SEO_SETTINGS_PATH).toBe('/nfx/seo');
  });

  it('reads a content page: hyphenated lower-case slug, locale, title, description, html', () => {
    const page = {
      slug: 'responsible-gaming',
      locale: 'en',
      title: 'Responsible gaming',
      description: 'Play safely',
      html: '<p>Set limits.</p>',
    };
    expect(cms.contentPage.parse(page)).toEqual(page);
    expect(cms.contentPage.safeParse({ ...page, slug: 'Responsible_Gaming' }).success).toBe(false);
    expect(cms.contentPage.safeParse({ ...page, title: '' }).success).toBe(false);
    expect(cms.contentPage.safeParse({ ...page, html: undefined }).success).toBe(false);
  });

  it('fills loyalty notification defaults: 5 s and volume 0.5', () => {
    const l = cms.loyaltyConfig.parse({});
    expect(l.notification).toEqual({ duration: 5, sound: { enabled: false, volume: 0.5 } });
    expect(cms.loyaltyConfig.safeParse({ placesWhereDisplayedCharacters: 'home' }).success).toBe(
      false,
    );
  });

  it('reads fast auth types as fast or full', () => {
    const r = cms.registrationConfig.parse({
      authTypes: [
        { type: 'form', label: 'E-mail', field: 'email' },
        { type: 'fast', label: 'Phone', field: 'phone', mode: 'full' },
        { type: 'social', label: 'Social', services: ['google'] },
      ],
    });
    expect(r.authTypes[1]).toMatchObject({ type: 'fast', mode: 'full' });
    expect(
      cms.registrationConfig.safeParse({
        authTypes: [{ type: 'fast', label: 'x', field: 'phone', mode: 'slow' }],
      }).success,
    ).toBe(false);
  });

  it("support chat needs the named provider's settings; no provider means no chat", () => {
    expect(cms.supportChatSettings.parse({}).provider).toBeUndefined();
    expect(
      cms.supportChatSettings.parse({ provider: 'jivoSite', jivoSite: { widgetId: 'w1' } })
        .jivoSite,
    ).toEqual({ widgetId: 'w1' });
    expect(cms.supportChatSettings.safeParse({ provider: 'freshChat' }).success).toBe(false);
    expect(cms.supportChatSettings.safeParse({ provider: 'zendesk' }).success).toBe(false);
  });

  it('reads currency settings, presets, snippets, menus and banner sizes', () => {
    const c = cms.cmsConfig.parse({
      ...minimal,
      currency: {
        emptyValue: 'emptyValue',
        defaultValue: 'firstValue',
        changeCountryValue: 'selectedValue',
        changeCountryFallbackValue: 'firstValue',
      },
      cashier: {
        presets: { USD: [{ value: 10 }, { value: 50 }] },
        methods: [{ sysname: 'visa', icons: ['/i/visa.svg'] }],
      },
      site: { customCode: [{ position: 'bodyEnd', code: '<script></script>' }] },
      menus: { header: [{ label: 'Games', url: '/gamehall' }] },
      bannerSizes: {},
      redirects: [{ from_url: '/old/*', to_url: '/new' }],
    });
    expect(c.cashier?.presets.USD).toEqual([{ value: 10 }, { value: 50 }]);
    expect(c.site?.customCode[0]?.isEnabled).toBe(true);
    expect(c.site?.theme).toBe('dark');
    expect(c.menus?.header[0]?.external).toBe(false);
    expect(c.bannerSizes).toEqual({
      wide: { width: 735, height: 240 },
      tall: { width: 360, height: 520 },
    });
    expect(
      cms.currencySettings.safeParse({
        emptyValue: 'none',
        defaultValue: 'firstValue',
        changeCountryValue: 'firstValue',
        changeCountryFallbackValue: 'firstValue',
      }).success,
    ).toBe(false);
    expect(cms.customCode.safeParse({ position: 'footer', code: '' }).success).toBe(false);
  });

  it('reads SEO settings by host', () => {
    const s = cms.seoSettings.parse({
      host: 'casino.example',
      defaults: { title: 'Casino' },
      templates: { game: { title: 'Play {name}' } },
    });
    expect(s.templates.game?.title).toBe('Play {name}');
    expect(s.robotsDisallow).toEqual([]);
  });
});

describe('i18n', () => {
  it('reads locales with a default locale', () => {
    const l = i18n.localesResponse.parse({
      locales: [{ code: 'en' }, { code: 'pt-BR', name: 'Português' }],
      defaultLocale: 'en',
    });
    expect(l.defaultLocale).toBe('en');
    expect(i18n.localesResponse.safeParse({ locales: [], defaultLocale: 'en' }).success).toBe(
      false,
    );
  });

  it('reads a nested message set and rejects non-string leaves', () => {
    const m = { common: { promoCodeErrors: { INVALID: 'Invalid code' } }, title: 'Hi' };
    expect(i18n.messageTree.parse(m)).toEqual(m);
    expect(i18n.messageTree.safeParse({ common: { count: 3 } }).success).toBe(false);
    expect(i18n.i18nMessagesPath('pt-BR')).toBe('/nfx/i18n/messages/pt-BR');
  });
});

describe('support, events, chat, sumsub', () => {
  it('sendFeedback needs name, email, subject and message', () => {
    const ok = { name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Help' };
    expect(support.sendFeedback.params.parse(ok)).toEqual(ok);
    expect(support.sendFeedback.params.safeParse({ ...ok, message: '   ' }).success).toBe(false);
    expect(support.sendFeedback.params.safeParse({ ...ok, email: 'ana' }).success).toBe(false);
  });

  it('events.handle reads event_params from JSON text', () => {
    expect(
      events.handle.params.parse({ event_name: 'sign_up', event_params: '{"method":"email"}' }),
    ).toEqual({ event_name: 'sign_up', event_params: { method: 'email' } });
    expect(
      events.handle.params.safeParse({ event_name: 'sign_up', event_params: '{' }).success,
    ).toBe(false);
    expect(events.handle.params.safeParse({ event_name: 'Sign Up' }).success).toBe(false);
  });

  it('storeChatEvent takes message_sent or message_received with a JSON payload', () => {
    expect(
      chat.storeChatEvent.params.parse({ type: 'message_sent', payload: '{"text":"hi"}' }),
    ).toEqual({ type: 'message_sent', payload: { text: 'hi' } });
    expect(chat.storeChatEvent.params.safeParse({ type: 'typing', payload: '{}' }).success).toBe(
      false,
    );
  });

  it('getAccessToken takes an optional externalActionId and answers a token', () => {
    expect(sumsub.getAccessToken.params.parse({})).toEqual({});
    expect(sumsub.getAccessToken.params.parse({ externalActionId: 'withdraw-1' })).toEqual({
      externalActionId: 'withdraw-1',
    });
    expect(
      sumsub.getAccessToken.result.parse({ token: '_act-123', user_id: 'u42', expires_in: 600 })
        .token,
    ).toBe('_act-123');
    expect(
      sumsub.getAccessToken.result.safeParse({ user_id: 'u42', expires_in: 600 }).success,
    ).toBe(false);
  });
});

describe('games', () => {
  it('reads game list options from the query and caps count at 300', () => {
    expect(
      games.get.params.parse({
        category: 'popular',
        providers: 'netent,pragmatic',
        ids: '1,2',
        offset: '18',
        count: '18',
        fields: 'description',
      }),
    ).toEqual({
      category: 'popular',
      providers: ['netent', 'pragmatic'],
      ids: [1, 2],
      offset: 18,
      count: 18,
      sort: 'priority',
      order: 'asc',
      fields: ['description'],
    });
    expect(games.get.params.parse({}).count).toBe(18);
    expect(games.get.params.parse({ count: '300' }).count).toBe(300);
    expect(games.get.params.safeParse({ count: '301' }).success).toBe(false);
    expect(games.get.params.safeParse({ offset: '-1' }).success).toBe(false);
    expect(games.get.params.parse({ sysnames: 'dgt_sportsbook' }).sysnames).toEqual([
      'dgt_sportsbook',
    ]);
  });

  it('parses a page of games and rejects an unknown game type', () => {
    const g = {
      id: 1,
      sysname: 'sweet_bonanza',
      name: 'Sweet Bonanza',
      provider: 'pragmatic',
      provider_name: 'Pragmatic Play',
      type: 'slot',
      categories: ['popular'],
      images: { cover: { x1: '/img/1x.webp', x2: '/img/2x.webp' } },
      has_demo: true,
      is_new: false,
      is_hot: true,
      priority: 10,
      custom_name: null,
    };
    const p = games.get.result.parse({ items: [g], total: 1, offset: 0, count: 18 });
    expect(p.items[0]?.sysname).toBe('sweet_bonanza');
    expect(
      games.get.result.safeParse({
        items: [{ ...g, type: 'bingo' }],
        total: 1,
        offset: 0,
        count: 18,
      }).success,
    ).toBe(false);
  });

  it('getProviders reads fields game_params and types casino,slot,live,fast', () => {
    expect(
      games.getProviders.params.parse({ fields: 'game_params', types: 'casino,slot,live,fast' }),
    ).toEqual({ fields: ['game_params'], types: ['casino', 'slot', 'live', 'fast'] });
    expect(games.getProviders.params.safeParse({ types: 'slot,bingo' }).success).toBe(false);
  });

  it('getLikes answers sysnames; addLike needs a sysname', () => {
    expect(games.getLikes.result.parse({ sysnames: ['a', 'b'] })).toEqual({ sysnames: ['a', 'b'] });
    expect(games.addLike.params.safeParse({}).success).toBe(false);
    expect(games.removeLike.params.parse({ sysname: 'sweet_bonanza' })).toEqual({
      sysname: 'sweet_bonanza',
    });
  });

  it('history export requests are pending, ready or failed', () => {
    const r = {
      id: 'x1',
      status: 'ready',
      link: '/exports/x1.csv',
      created_at: '2026-01-01T00:00:00Z',
      expires_at: '2026-01-02T00:00:00Z',
    };
    expect(games.gethistoryexportrequest.result.parse(r)?.status).toBe('ready');
    expect(games.gethistoryexportrequest.result.parse(null)).toBeNull();
    expect(games.gethistoryexportrequest.result.safeParse({ ...r, status: 'done' }).success).toBe(
      false,
    );
  });
});

describe('cashier', () => {
  it('reads deposit values from form data, defaulting campaign_offer_id to -1', () => {
    expect(
      cashier.makedeposit.params.parse({ methodId: '3', method: 'visa', amount: '100.5' }),
    ).toEqual({ methodId: 3, method: 'visa', amount: '100.5', campaign_offer_id: -1 });
    expect(
      cashier.makedeposit.params.parse({
        methodId: '3',
        method: 'visa',
        amount: '100',
        campaign_offer_id: '12',
        requisites: '{"card_number":"4111111111111111","card_holder":"ANA SILVA"}',
      }),
    ).toMatchObject({ campaign_offer_id: 12, requisites: { card_number: '4111111111111111' } });
  });

  it('carries an optional backUrl as text (the server keeps only a same-origin path)', () => {
    const base = { methodId: '3', method: 'visa', amount: '10' };
    expect(cashier.makedeposit.params.parse(base)).not.toHaveProperty('backUrl');
    expect(
      cashier.makedeposit.params.parse({ ...base, backUrl: '/game/book-of-ra?x=1' }),
    ).toMatchObject({ backUrl: '/game/book-of-ra?x=1' });
    expect(
      cashier.makedeposit.params.safeParse({ ...base, backUrl: `/${'a'.repeat(2048)}` }).success,
    ).toBe(false);
  });

  it('rejects bad amounts and requisites (§5: card check digit, IBAN, card holder)', () => {
    const base = { methodId: '3', method: 'visa' };
    expect(cashier.makedeposit.params.safeParse({ ...base, amount: '1,000' }).success).toBe(false);
    expect(cashier.makedeposit.params.safeParse({ ...base, amount: '10.555' }).success).toBe(false);
    const req = (r: object) =>
      cashier.makedeposit.params.safeParse({ ...base, amount: '10', requisites: JSON.stringify(r) })
        .success;
    expect(req({ card_number: '4111111111111112' })).toBe(false);
    expect(req({ card_number: '411111...1111' })).toBe(true);
    expect(req({ card_number: 'new' })).toBe(true);
    expect(req({ iban: 'DE89370400440532013000' })).toBe(true);
    expect(req({ iban: 'DE89370400440532013001' })).toBe(false);
    expect(req({ card_holder: "Ana O'Neil-Silva" })).toBe(true);
    expect(req({ card_holder: 'Ana 42' })).toBe(false);
    expect(req({ cpf: '123.456.789-09' })).toBe(true);
  });

  it('makedeposit answers the transaction and the provider page', () => {
    const r = cashier.makedeposit.result.parse({
      transaction_id: 't1',
      status: 'pending',
      redirect_url: 'https://psp.example/pay/t1',
      open_in_new_window: false,
    });
    expect(r.redirect_url).toBe('https://psp.example/pay/t1');
  });

  it('gethistory reads offset, count and type=deposit and answers the total count', () => {
    expect(cashier.gethistory.params.parse({ offset: '0', count: '1', type: 'deposit' })).toEqual({
      offset: 0,
      count: 1,
      type: 'deposit',
    });
    expect(cashier.gethistory.params.safeParse({ type: 'bonus' }).success).toBe(false);
    const tx = {
      id: 't1',
      type: 'withdrawal',
      status: 'pending',
      amount: '50',
      currency: 'USD',
      method: 'pix',
      method_name: 'PIX',
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
      can_cancel: true,
    };
    expect(cashier.gethistory.result.parse({ items: [tx], count: 7, offset: 0 }).count).toBe(7);
    expect(
      cashier.gethistory.result.safeParse({
        items: [{ ...tx, status: 'done' }],
        count: 1,
        offset: 0,
      }).success,
    ).toBe(false);
  });

  it('payment methods carry limits per currency, step and the requisites they need', () => {
    const s = cashier.getdepositsettings.result.parse({
      currency: 'BRL',
      methods: [
        {
          id: 1,
          sysname: 'pix',
          name: 'PIX',
          type: 'pix',
          limits: { BRL: { min: '10', max: '5000' } },
          step: '10',
          requisites: ['cpf'],
        },
      ],
      deposit_limit: null,
    });
    expect(s.methods[0]?.saved_cards).toEqual([]);
    expect(
      cashier.getdepositsettings.result.safeParse({
        currency: 'BRL',
        methods: [{ ...s.methods[0], type: 'crypto' }],
        deposit_limit: null,
      }).success,
    ).toBe(false);
  });
});
