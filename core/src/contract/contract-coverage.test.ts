import { describe, expect, it } from 'vitest';
import { groups } from './index.ts';

/** Spec §7's table, verbatim: group → [verb, method] pairs. */
const SPEC_7: Record<string, { POST?: string[]; GET?: string[] }> = {
  account: {
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
  auth: { POST: ['login', 'restore', 'register'], GET: ['logout'] },
  banners: { GET: ['get'] },
  BettingBonuses: { POST: ['activate', 'remove'], GET: ['get'] },
  bonuses: { POST: ['activate', 'deactivate', 'remove'], GET: ['get'] },
  campaigns: { POST: ['activateOffer', 'checkPromocode', 'takepromotions'], GET: ['getoffers'] },
  cashbacks: { GET: ['get'], POST: ['payout', 'remove'] },
  cashier: {
    POST: ['cancelwithdrawal', 'makedeposit', 'makewithdrawal'],
    GET: ['getbanks', 'getdepositinfo', 'getdepositsettings', 'gethistory', 'getwithdrawsettings'],
  },
  freespins: { GET: ['get'] },
  chat: { POST: ['storeChatEvent'] },
  games: {
    GET: [
      'get',
      'getLikes',
      'getCategories',
      'getProviders',
      'getHistory',
      'gethistoryexportrequest',
    ],
    POST: ['addLike', 'removeLike', 'createhistoryexportrequest'],
  },
  Jackpots: { GET: ['get', 'getWinners'] },
  leaderboard: { GET: ['get', 'live', 'top'] },
  loyalty: {
    POST: ['buyproduct', 'setcharacter'],
    GET: [
      'getcharacters',
      'getinfo',
      'getnotifications',
      'getproducts',
      'getPrograms',
      'getProgram',
    ],
  },
  metadata: { GET: ['get', 'getgeneralinfo'] },
  popups: { GET: ['get'] },
  storage: { GET: ['get', 'getKeys'], POST: ['set'] },
  sumsub: { POST: ['createApplicant', 'getAccessToken'] },
  support: { GET: ['getsettings'], POST: ['sendFeedback'] },
  tournaments: { GET: ['get'], POST: ['participate'] },
  events: { GET: ['handle'] },
};

const cases = Object.entries(SPEC_7).flatMap(([group, verbs]) =>
  Object.entries(verbs).flatMap(([verb, names]) => names.map((name) => ({ group, verb, name }))),
);

describe('contract covers every method of spec §7', () => {
  it.each(cases)('$group.$name is declared as $verb /api/$group/$name', ({ group, verb, name }) => {
    const mod = (groups as unknown as Record<string, Record<string, unknown>>)[group];
    expect(mod, `group ${group}`).toBeDefined();
    const def = mod?.[name] as
      { group: string; name: string; verb: string; path: string } | undefined;
    expect(def, `${group}.${name}`).toBeDefined();
    expect(def).toMatchObject({ group, name, verb, path: `/api/${group}/${name}` });
  });

  it('declares no group outside §7', () => {
    expect(Object.keys(groups).sort()).toEqual(Object.keys(SPEC_7).sort());
  });

  it('marks money-moving cashier calls as taking an Idempotency-Key', () => {
    const cashier = (groups as unknown as Record<string, Record<string, { idempotent: boolean }>>)
      .cashier;
    expect(cashier?.makedeposit?.idempotent).toBe(true);
    expect(cashier?.makewithdrawal?.idempotent).toBe(true);
  });
});
