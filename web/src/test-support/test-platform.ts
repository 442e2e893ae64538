/**
 * A web platform for tests: memory location, cookies and storage, and a fetch that answers
 * like the reference server for the start-up calls. Unit tests only; end-to-end suites run
 * the real server.
 */
import type { SsrCache } from '../app/ssr-cache.ts';
import type { contract } from '@croupier/core';
import { BALANCE_REFRESH_DEFAULTS } from '@croupier/core/constants';
import { createMemoryStorage } from '@croupier/core/state';
import { memoryCookies } from '../app/browser-cookies.ts';
import { memoryNavigation } from '../app/navigation.ts';
import { createNetworkStatus } from '../app/network-status.ts';
import { createWebPlatform, type Platform } from '../app/platform.ts';

type AccountInfo = contract.account.AccountInfo;

const money = (amount: string) => ({ amount, currency: 'USD' });

/** A guest as account.getInfo answers one (uid 0). */
export const GUEST: AccountInfo = {
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

/** The demo player. */
export const PLAYER: AccountInfo = {
  ...GUEST,
  uid: 7,
  reg_time: '2026-01-02T10:00:00Z',
  login: 'demo@croupier.test',
  balance_main: money('1000'),
  balance_bonus: money('150'),
  balance_betting_bonus: money('75.5'),
  balance_fun: money('10000'),
};

/** General info (metadata.getGeneralInfo) with every option off; tests turn on theirs. */
export const GENERAL_INFO: contract.metadata.GeneralInfo = {
  analytic: {} as contract.metadata.GeneralInfo['analytic'],
  available_currencies: ['USD'],
  available_locales: ['en'],
  default_currency: 'USD',
  is_seon_enabled: false,
  is_bonus_isolation_enabled: false,
  domain_state: 'active',
  domain_type: 'main',
  time_to_force_logout: null,
  is_game_history_export_enabled: false,
  user_inactivity_cashier_time: null,
  user_inactivity_pp_time: null,
};

/** Options of {@link testPlatform}. */
export interface TestPlatformOptions {
  path?: string;
  cookies?: Record<string, string>;
  user?: AccountInfo;
  /**
   * Answers by path (without query), overriding the defaults; a number answers that status, a
   * `Response` is sent as is, a function answers from the request's URL (its query) each time
   * it is called, and may answer a promise (a test holds the answer until it resolves it).
   */
  answers?: Record<string, unknown>;
  redirects?: { from_url: string; to_url: string }[];
  /** The page's server-rendered answers, as a hydrating page has them (`main.tsx`). */
  ssr?: SsrCache;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A platform over memory effects with a fake server; `requests` lists the paths called. */
export function testPlatform(options: TestPlatformOptions = {}) {
  const requests: string[] = [];
  const cookies = memoryCookies(options.cookies);
  const navigation = memoryNavigation(options.path ?? '/');
  const answers: Record<string, unknown> = {
    '/nfx/i18n/locales': {
      locales: [
        { code: 'en', name: 'English' },
        { code: 'ru', name: 'Русский' },
      ],
      defaultLocale: 'en',
    },
    '/nfx/i18n/messages/en': { common: { pageNotFound: 'Page not found' } },
    '/nfx/i18n/messages/ru': { common: { pageNotFound: 'Страница не найдена' } },
    '/nfx/cms/config/en': cmsConfig(options.redirects ?? []),
    '/nfx/cms/config/ru': cmsConfig(options.redirects ?? []),
    '/api/account/getInfo': { data: options.user ?? GUEST },
    '/api/metadata/getgeneralinfo': 500,
    '/api/games/get': { data: { items: [], total: 0, offset: 0, count: 0 } },
    '/api/games/getCategories': { data: [] },
    ...options.answers,
  };
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input), 'http://casino.test');
    requests.push(url.pathname);
    const given = answers[url.pathname];
    const answer: unknown =
      typeof given === 'function' ? await (given as (url: URL) => unknown)(url) : given;
    if (answer instanceof Response) return answer;
    if (answer === undefined) {
      return json(
        { statusCode: 404, data: { type: 'MethodNotFoundException', message: 'Not found' } },
        404,
      );
    }
    if (typeof answer === 'number') {
      return json(
        { statusCode: answer, data: { type: 'InternalServerErrorException', message: 'Failed' } },
        answer,
      );
    }
    return json(answer);
  };
  const logged: unknown[] = [];
  const platform: Platform = createWebPlatform({
    origin: 'http://casino.test',
    fetch,
    cookies,
    storage: createMemoryStorage(),
    navigation,
    isFramed: () => false,
    userAgent: () => 'Mozilla/5.0 (test)',
    log: (error) => logged.push(error),
    network: createNetworkStatus(true),
    ssr: options.ssr,
  });
  return { platform, navigation, cookies, requests, logged };
}

/** The CMS `functional` settings of the test site: optional features off, the auth popup on. */
export const TEST_FUNCTIONAL = {
  isTwoFAEnable: false,
  isSumsubEnable: false,
  isResponsibleGamingEnable: false,
  isBetHistoryEnable: false,
  isVisibleNoticeBetting: true,
  isTitleClickable: false,
  settingsForUpdBalance: BALANCE_REFRESH_DEFAULTS,
  authPopupEnabled: true,
};

function cmsConfig(redirects: { from_url: string; to_url: string }[]) {
  return {
    registration: { authTypes: [{ type: 'form', label: 'Email', field: 'email' }] },
    functional: TEST_FUNCTIONAL,
    menus: {
      header: [{ label: 'Casino', url: '/gamehall', external: false }],
      footer: [],
      mobile: [],
    },
    redirects,
    externalNavigation: { allowedHosts: ['www.begambleaware.org'] },
    gameProviders: [],
  };
}
