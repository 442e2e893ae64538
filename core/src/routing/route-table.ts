/**
 * The route table of §2.2 as data (DESIGN §5). web binds each name to a lazily loaded
 * screen; the rules (guards, redirects, flags) read this table and nothing else.
 * Names follow the page-folder style the spec's named routes use (`cashier-index-deposit`).
 */
import { baseRouteName } from './locale-prefix.ts';

/** Page layouts (§2.1). */
export type RouteLayout = 'default' | 'empty' | 'svg-sprite';

/** Pages that have a search-engine URL template (§2.2). */
export type SeoTemplate =
  'deposit' | 'offers' | 'jackpots' | 'game' | 'tournaments' | 'tournament-gamehall';

/** `authenticated`: guests are sent to the index with `redirectUrl` (§2.1, §6). */
export type RouteGuard = 'authenticated';

/**
 * A redirect inside the table: to the route `to`, with the current params, plus `query`
 * whose values are literal or `:param` references (`/gamehall/{id}` → `?category=:id`).
 */
export interface RouteRedirect {
  readonly to: string;
  readonly query?: Readonly<Record<string, string>>;
}

/** Per-route flags the shell reads. */
export interface RouteFlags {
  /** The game launch screen (§2.2 `/game/{sysname}`). */
  readonly gamePage: boolean;
  /** The support chat badge is hidden here (§2.3). */
  readonly hideChatBadge: boolean;
}

/** One row of the route table. */
export interface RouteDef {
  readonly name: string;
  /** Pattern with `:param` segments; a trailing `*` matches any rest (placeholders only). */
  readonly path: string;
  readonly layout: RouteLayout;
  readonly guard: RouteGuard | null;
  readonly flags: RouteFlags;
  readonly redirect: RouteRedirect | null;
  /** Exists so guards and links work, but renders no page of its own (§2.2). */
  readonly placeholder: boolean;
  readonly seo: SeoTemplate | null;
  /** Validation per param; a value that fails gives a fatal 404 (§2.1). */
  readonly params: Readonly<Record<string, RegExp>>;
  /** Other names rules use for the same page (`game-index-sysname` for `game-sysname`). */
  readonly aliases: readonly string[];
}

/** Pages shown in place of a route (§2.3, §4 page error mapping). */
export interface SystemPageDef {
  readonly name: SystemPageName;
  readonly layout: RouteLayout;
  readonly statusCode: number;
}

/** Names of the system pages. */
export type SystemPageName = 'not-found' | 'forbidden' | 'user-blocked' | 'maintenance' | 'errors';

/** Numeric entity ids (offers, jackpots, tournaments are numbered by the API). */
const NUMERIC_ID = /^\d{1,18}$/;
/** Sysnames, slugs, CMS ids, transaction ids: letters, digits, `_` and `-`. */
const TOKEN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/;

interface RouteOptions {
  layout?: RouteLayout;
  auth?: boolean;
  gamePage?: boolean;
  hideChatBadge?: boolean;
  redirect?: RouteRedirect;
  placeholder?: boolean;
  seo?: SeoTemplate;
  aliases?: readonly string[];
  /** `:id` is an API number rather than a CMS token. */
  numericId?: boolean;
}

function route(name: string, path: string, options: RouteOptions = {}): RouteDef {
  const params: Record<string, RegExp> = {};
  for (const segment of path.split('/')) {
    if (segment.startsWith(':')) {
      const param = segment.slice(1);
      params[param] = options.numericId && param === 'id' ? NUMERIC_ID : TOKEN;
    }
  }
  return {
    name,
    path,
    layout: options.layout ?? 'default',
    guard: options.auth ? 'authenticated' : null,
    flags: { gamePage: options.gamePage ?? false, hideChatBadge: options.hideChatBadge ?? false },
    redirect: options.redirect ?? null,
    placeholder: options.placeholder ?? false,
    seo: options.seo ?? null,
    params,
    aliases: options.aliases ?? [],
  };
}

const auth = { auth: true } as const;

/** Every path of §2.2. Order does not decide matching: static segments beat params. */
export const ROUTES: readonly RouteDef[] = [
  route('index', '/'),
  route('slug', '/:slug'),
  route('offers', '/offers', { seo: 'offers' }),
  route('offers-id', '/offers/:id', { seo: 'offers', numericId: true }),
  route('betting', '/betting', { hideChatBadge: true }),

  route('cashier-index', '/cashier', { ...auth, redirect: { to: 'cashier-index-deposit' } }),
  route('cashier-index-wallet', '/cashier/wallet', auth),
  route('cashier-index-billing', '/cashier/billing', auth),
  route('cashier-index-deposit', '/cashier/deposit', { ...auth, seo: 'deposit' }),
  route('cashier-index-deposit-index-sysname', '/cashier/deposit/:sysname', {
    ...auth,
    seo: 'deposit',
  }),
  route('cashier-index-history', '/cashier/history', auth),
  route('cashier-index-payfail', '/cashier/payfail', auth),
  route('cashier-index-payfail-transaction', '/cashier/payfail/:transaction', auth),
  route('cashier-index-receipt', '/cashier/receipt', auth),
  route('cashier-index-withdraw', '/cashier/withdraw', auth),
  route('cashier-index-paycancel', '/cashier/paycancel', auth),
  route('cashier-index-paymobile', '/cashier/paymobile', auth),
  route('cashier-index-paypending', '/cashier/paypending', auth),
  route('cashier-index-paypending-transaction', '/cashier/paypending/:transaction', auth),
  route('cashier-index-paysuccess', '/cashier/paysuccess', auth),
  route('cashier-index-paysuccess-transaction', '/cashier/paysuccess/:transaction', auth),
  route('cashier-index-paynewwindow', '/cashier/paynewwindow', auth),

  route('loyalty', '/loyalty'),
  route('loyalty-sysname', '/loyalty/:sysname'),
  route('loyalty-shop', '/loyalty/shop'),

  route('profile-index', '/profile', { ...auth, redirect: { to: 'profile-index-settings' } }),
  route('profile-index-bets', '/profile/bets', auth),
  route('profile-index-bonuses', '/profile/bonuses', auth),
  route('profile-index-loyalty', '/profile/loyalty', auth),
  route('profile-index-cashback', '/profile/cashback', auth),
  route('profile-index-security', '/profile/security', auth),
  route('profile-index-settings', '/profile/settings', auth),
  route('profile-index-notification', '/profile/notification', auth),
  route('profile-index-verification', '/profile/verification', auth),
  route('profile-index-responsible-game', '/profile/responsible-game', auth),

  route('support', '/support'),
  route('winners', '/winners'),
  route('gamehall', '/gamehall'),
  route('gamehall-id', '/gamehall/:id', {
    redirect: { to: 'gamehall', query: { category: ':id' } },
  }),
  route('jackpots', '/jackpots', { seo: 'jackpots' }),
  route('jackpots-id', '/jackpots/:id', { seo: 'jackpots', numericId: true }),
  route('providers', '/providers'),
  route('promotions', '/promotions'),
  route('promotions-id', '/promotions/:id'),
  route('tournaments', '/tournaments', { seo: 'tournaments' }),
  route('tournaments-id', '/tournaments/:id', { seo: 'tournaments', numericId: true }),
  route('tournaments-id-gamehall', '/tournaments/:id/gamehall', {
    seo: 'tournament-gamehall',
    numericId: true,
  }),
  route('unsubscribe', '/unsubscribe'),
  route('confirmation', '/confirmation'),
  route('confirmation-success', '/confirmation/success'),
  route('forms-sign_in', '/forms/sign_in', { layout: 'empty' }),
  route('forms-sign_up', '/forms/sign_up', { layout: 'empty' }),
  route('game-sysname', '/game/:sysname', {
    gamePage: true,
    hideChatBadge: true,
    seo: 'game',
    aliases: ['game-index-sysname', 'game-index-item'],
  }),
  route('_icons', '/_icons', { layout: 'svg-sprite' }),

  route('responsible-game', '/responsible-game', { ...auth, placeholder: true }),
  route('bets', '/bets/*', { ...auth, placeholder: true }),
];

/** The pages shown in place of a route: not found, forbidden, user blocked, maintenance, errors (§2.3). */
export const SYSTEM_PAGES: readonly SystemPageDef[] = [
  { name: 'not-found', layout: 'default', statusCode: 404 },
  { name: 'forbidden', layout: 'empty', statusCode: 403 },
  { name: 'user-blocked', layout: 'default', statusCode: 403 },
  { name: 'maintenance', layout: 'empty', statusCode: 503 },
  { name: 'errors', layout: 'default', statusCode: 500 },
];

const byName = new Map<string, RouteDef>();
for (const def of ROUTES) {
  byName.set(def.name, def);
  for (const alias of def.aliases) byName.set(alias, def);
}

/** The route a name (or alias, with or without `___{locale}`) stands for, or null. */
export function routeByName(name: string): RouteDef | null {
  return byName.get(baseRouteName(name)) ?? null;
}

/** Whether a route name (possibly `___{locale}`-suffixed or an alias) names `target`. */
export function isRouteNamed(name: string, target: string): boolean {
  const a = routeByName(name);
  const b = routeByName(target);
  return a && b ? a === b : baseRouteName(name) === baseRouteName(target);
}

/** The system page by name. */
export function systemPage(name: SystemPageName): SystemPageDef {
  const page = SYSTEM_PAGES.find((p) => p.name === name);
  if (!page) throw new TypeError(`Unknown system page ${name}`);
  return page;
}

/**
 * The unprefixed path of a named route with its params filled in (encoded).
 * Throws a TypeError for an unknown name or a missing param: both are programming errors.
 */
export function routePath(name: string, params: Readonly<Record<string, string>> = {}): string {
  const def = routeByName(name);
  if (!def) throw new TypeError(`Unknown route ${name}`);
  const segments = def.path
    .split('/')
    .filter((segment) => segment !== '' && segment !== '*')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const value = params[segment.slice(1)];
      if (value === undefined || value === '') {
        throw new TypeError(`Route ${name} needs param ${segment.slice(1)}`);
      }
      return encodeURIComponent(value);
    });
  return `/${segments.join('/')}`;
}
