/**
 * CMS config — the site content and settings served per locale by the content system (spec
 * §1, §3, §7 "Other calls", §9), the content pages (`/{slug}`, §2.2) and the SEO settings
 * looked up by host. Not an /api group; the endpoints are:
 *
 *   GET /nfx/cms/config/{locale}        cmsConfig of the locale
 *   GET /nfx/cms/pages/{locale}/{slug}  a contentPage
 *   GET /nfx/seo?host={host}            seoSettings of the host (default: the request's)
 *
 * Decisions where the spec says "not shown":
 * - Every block except registration is optional, and every flag with a §3/§9 default is filled
 *   in by parsing, so an operator may ship a partial config and the client still reads one
 *   complete shape.
 * - Texts are already resolved for the requested locale; images already point at the image
 *   proxy (§9). Icons are URLs.
 * - Support chat: `provider` names the chosen provider and its settings sit under a key of the
 *   same name (§3); a missing provider, or null, means no chat. The named provider's settings
 *   must be present, so a half-configured chat fails at the content system, not in the browser.
 * - Deposit amount lists are per payment method and override the per-currency presets.
 * - Menus allow one level of children (footer columns); `external` links open in a new tab
 *   and must also be on the navigation allowlist (DESIGN §5).
 * The content pages' and the SEO settings' schemas are content-page.ts's and seo-settings.ts's,
 * re-exported here so the `cms` namespace keeps every endpoint.
 * Long on purpose: one schema, the per-locale config, whose sections every client reads as one
 * document; each section beside the decisions that shape it.
 */
import * as z from 'zod/mini';
import { BALANCE_REFRESH_DEFAULTS } from '../constants/balance-refresh.ts';
import { currencyCode, imageSet, sysname } from './common.ts';

export * from './content-page.ts';
export * from './seo-settings.ts';

// ---- endpoints ---------------------------------------------------------------------------

/** Route pattern of the CMS config (`:locale` is the parameter), as servers mount it. */
export const CMS_CONFIG_ROUTE = '/nfx/cms/config/:locale';

/** Where the CMS config of a locale is served. */
export const cmsConfigPath = (locale: string) =>
  CMS_CONFIG_ROUTE.replace(':locale', () => encodeURIComponent(locale));

const flag = (byDefault: boolean) => z._default(z.boolean(), byDefault);
const seconds = (byDefault: number) => z._default(z.number().check(z.minimum(0)), byDefault);

// ---- registration ------------------------------------------------------------------------

/** A checkbox of the registration form: shown or not, and its initial value. */
export const checkboxSetting = z.object({ isActive: flag(false), defaultValue: flag(false) });
export type CheckboxSetting = z.output<typeof checkboxSetting>;

/** The login identifier a registration method asks for. */
export const authField = z.enum(['email', 'phone']);

/** A registration/login method offered in the popup (§3 Auth types). */
export const authType = z.discriminatedUnion('type', [
  z.object({ type: z.literal('form'), label: z.string(), field: authField }),
  z.object({
    type: z.literal('social'),
    label: z.string(),
    field: z.optional(authField),
    /** OAuth services offered, as passed to /oauth/init?service= (§7). */
    services: z._default(z.array(z.string()), []),
  }),
  z.object({
    type: z.literal('fast'),
    label: z.string(),
    field: authField,
    /** 'fast' shows only required fields (§5); 'full' shows them all. */
    mode: z._default(z.enum(['fast', 'full']), 'fast'),
  }),
]);
export type AuthType = z.output<typeof authType>;

/** The side banner of the authentication popup (§2.3). */
export const authBanner = z.object({
  type: z._default(z.enum(['normal', 'compact']), 'normal'),
  image: imageSet,
  link: z.optional(z.string()),
});
export type AuthBanner = z.output<typeof authBanner>;

/** Registration config (§3). */
export const registrationConfig = z.object({
  confirmEmailPopup: flag(false),
  showCharacterSelect: flag(false),
  showPromocode: flag(false),
  showPromoFieldByDefault: flag(false),
  terms: z._default(checkboxSetting, { isActive: false, defaultValue: false }),
  notify: z._default(checkboxSetting, { isActive: false, defaultValue: false }),
  markBetting: z._default(
    z.object({
      isActive: flag(false),
      defaultValue: z._default(z.enum(['betting', 'casino']), 'betting'),
    }),
    { isActive: false, defaultValue: 'betting' },
  ),
  authTypes: z.array(authType).check(z.minLength(1)),
  banner: z.optional(authBanner),
  /**
   * The personal fields (getPersonalDataFields names) the form asks for besides the login and
   * password; absent, every field the server lists. The rest — identity details — is asked
   * when a withdrawal or verification needs it (UserNeedProfileDataException → fill-profile-info).
   */
  personalFields: z.optional(z.array(z.string())),
});
export type RegistrationConfig = z.output<typeof registrationConfig>;

// ---- functional settings -----------------------------------------------------------------

/** Balance refresh switches (§3), each defaulting to §9's value (constants/balance-refresh.ts). */
const refresh = BALANCE_REFRESH_DEFAULTS;
export const balanceRefreshSettings = z.object({
  isEnabledInterval: flag(refresh.isEnabledInterval),
  countSecondsForInterval: seconds(refresh.countSecondsForInterval),
  isEnabledTurnOffRequests: flag(refresh.isEnabledTurnOffRequests),
  countMinutesAfterWhichRequestsTurnedOff: seconds(refresh.countMinutesAfterWhichRequestsTurnedOff),
  isEnabledRequestsAfterClick: flag(refresh.isEnabledRequestsAfterClick),
  countSecondsForDelayBetweenClick: seconds(refresh.countSecondsForDelayBetweenClick),
});
export type BalanceRefreshSettingsConfig = z.output<typeof balanceRefreshSettings>;

/**
 * Each responsible-gaming tool, switched per operator (issue 18; default on). Off hides the
 * tool and refuses its writes (AccessDeniedException); limits and blocks already in force stay
 * enforced. `realityCheckDefaultMinutes` is the interval of players who have not chosen one.
 */
export const responsibleGamingSwitches = z.object({
  isDepositLimitsEnable: flag(true),
  isTimeOutEnable: flag(true),
  isSelfExclusionEnable: flag(true),
  isRealityCheckEnable: flag(true),
  realityCheckDefaultMinutes: z._default(z.literal([0, 15, 30, 60]), 60),
});
export type ResponsibleGamingSwitches = z.output<typeof responsibleGamingSwitches>;

/** The switches' defaults: every tool on, reality check every 60 minutes. */
export const RESPONSIBLE_GAMING_DEFAULTS: ResponsibleGamingSwitches = {
  isDepositLimitsEnable: true,
  isTimeOutEnable: true,
  isSelfExclusionEnable: true,
  isRealityCheckEnable: true,
  realityCheckDefaultMinutes: 60,
};

/** Feature switches (§3, §6). */
export const functionalSettings = z.object({
  isTwoFAEnable: flag(false),
  isSumsubEnable: flag(false),
  isResponsibleGamingEnable: flag(false),
  isBetHistoryEnable: flag(false),
  isVisibleNoticeBetting: flag(true),
  isTitleClickable: flag(false),
  settingsForUpdBalance: z._default(balanceRefreshSettings, { ...BALANCE_REFRESH_DEFAULTS }),
  authPopupEnabled: flag(true),
  responsibleGaming: z._default(responsibleGamingSwitches, { ...RESPONSIBLE_GAMING_DEFAULTS }),
});
export type FunctionalSettings = z.output<typeof functionalSettings>;

// ---- currency and cashier ----------------------------------------------------------------

/** Which currency the registration form preselects in each situation (§3, §4). */
export const currencyChoice = z.enum(['emptyValue', 'firstValue', 'selectedValue']);
export const currencySettings = z.object({
  emptyValue: currencyChoice,
  defaultValue: currencyChoice,
  changeCountryValue: currencyChoice,
  changeCountryFallbackValue: currencyChoice,
});
export type CurrencySettings = z.output<typeof currencySettings>;

/** Preset amounts offered as buttons, per currency (§3). */
export const paymentPresets = z.record(
  currencyCode,
  z.array(z.object({ value: z.number().check(z.positive()) })),
);
export type PaymentPresets = z.output<typeof paymentPresets>;

/** Content-system info of a payment method, merged by sysname (§3). */
export const cashierMethodInfo = z.object({
  sysname,
  /** Brand logos shown on the method tile, e.g. Visa and Mastercard. */
  icons: z._default(z.array(z.string()), []),
  /** Lines of text under the method (fees, timing), already localised. */
  descriptions: z._default(z.array(z.string()), []),
});
export type CashierMethodInfo = z.output<typeof cashierMethodInfo>;

/** Amount lists per payment method sysname, overriding the per-currency presets (§9). */
export const depositAmounts = z.record(sysname, paymentPresets);
export type DepositAmounts = z.output<typeof depositAmounts>;

/** Cashier settings from the content system. */
export const cashierConfig = z.object({
  methods: z._default(z.array(cashierMethodInfo), []),
  presets: z._default(paymentPresets, {}),
  depositAmounts: z._default(depositAmounts, {}),
  /** The method a bare /cashier/deposit opens (§9 "default payment method URL"). */
  defaultMethod: z.optional(sysname),
});
export type CashierConfig = z.output<typeof cashierConfig>;

// ---- support chat ------------------------------------------------------------------------

/** Chat providers the site can load (§3). */
export const CHAT_PROVIDERS = [
  'live_tex',
  'freshChat',
  'liveChat',
  'verbox',
  'comm100',
  'betunlim',
  'jivoSite',
] as const;
export const chatProvider = z.enum(CHAT_PROVIDERS);
export type ChatProvider = z.output<typeof chatProvider>;

/** Support chat settings (§3): the chosen provider and each provider's own settings. */
export const supportChatSettings = z
  .object({
    provider: z.optional(z.nullable(chatProvider)),
    live_tex: z.optional(z.object({ siteId: z.string() })),
    freshChat: z.optional(
      z.object({ token: z.string(), host: z.string(), widgetUuid: z.optional(z.string()) }),
    ),
    liveChat: z.optional(z.object({ license: z.string(), group: z.optional(z.number()) })),
    verbox: z.optional(z.object({ id: z.string() })),
    /** comm100 is recognised but the site takes no action for it (§3). */
    comm100: z.optional(z.object({ siteId: z.string(), campaignId: z.optional(z.string()) })),
    betunlim: z.optional(z.object({ url: z.string(), key: z.optional(z.string()) })),
    jivoSite: z.optional(z.object({ widgetId: z.string() })),
  })
  .check(
    z.refine((s) => s.provider == null || s[s.provider] !== undefined, {
      message: 'The chosen chat provider has no settings',
      path: ['provider'],
    }),
  );
export type SupportChatSettings = z.output<typeof supportChatSettings>;

// ---- analytics, monitoring, site ---------------------------------------------------------

/** Customer-data service the site reports to (§3); user id and origin are added at runtime. */
export const analyticsConfig = z.object({
  target: z.string(),
  token: z.string(),
  sitegroup: z.string(),
});
export type AnalyticsConfig = z.output<typeof analyticsConfig>;

/** Real-user monitoring endpoint (§3). */
export const monitoringConfig = z.object({ rumMonitoringUrl: z.optional(z.string()) });
export type MonitoringConfig = z.output<typeof monitoringConfig>;

/** A custom code snippet injected into the page (§3). */
export const customCode = z.object({
  isEnabled: flag(true),
  position: z.enum(['head', 'bodyStart', 'bodyEnd']),
  code: z.string(),
});
export type CustomCode = z.output<typeof customCode>;

/** Favicons of the site, as URLs. */
export const faviconSet = z.object({
  ico: z.optional(z.string()),
  svg: z.optional(z.string()),
  png32: z.optional(z.string()),
  appleTouch: z.optional(z.string()),
  maskIcon: z.optional(z.string()),
});
export type FaviconSet = z.output<typeof faviconSet>;

/** Images used when an entity has none or an image fails to load (§8 "fallback image"). */
export const defaultImages = z.object({
  game: z.optional(z.string()),
  provider: z.optional(z.string()),
  banner: z.optional(z.string()),
  avatar: z.optional(z.string()),
  fallback: z.optional(z.string()),
});
export type DefaultImages = z.output<typeof defaultImages>;

/** Site settings (§3). */
export const siteSettings = z.object({
  customCode: z._default(z.array(customCode), []),
  theme: z._default(z.enum(['dark', 'light']), 'dark'),
  favicons: z._default(faviconSet, {}),
  defaultImages: z._default(defaultImages, {}),
  robots: z._default(z.object({ disallow: z._default(z.array(z.string()), []) }), {
    disallow: [],
  }),
});
export type SiteSettings = z.output<typeof siteSettings>;

// ---- loyalty -----------------------------------------------------------------------------

/** Loyalty config (§3, §9). */
export const loyaltyConfig = z.object({
  coinIcon: z.optional(z.string()),
  placesWhereDisplayedCharacters: z._default(z.enum(['profile', 'loyalty', 'both']), 'both'),
  isEnableCharacters: flag(false),
  isEnableLoyalty: flag(false),
  tutorialUrl: z.optional(z.string()),
  notification: z._default(
    z.object({
      /** Seconds a loyalty notice stays (§9). */
      duration: seconds(5),
      sound: z._default(
        z.object({
          enabled: flag(false),
          volume: z._default(z.number().check(z.minimum(0), z.maximum(1)), 0.5),
        }),
        { enabled: false, volume: 0.5 },
      ),
    }),
    { duration: 5, sound: { enabled: false, volume: 0.5 } },
  ),
});
export type LoyaltyConfig = z.output<typeof loyaltyConfig>;

// ---- navigation --------------------------------------------------------------------------

const menuLink = {
  label: z.string(),
  url: z.string(),
  icon: z.optional(z.string()),
  external: flag(false),
};

/** A menu entry, with one optional level of children. */
export const menuItem = z.object({
  ...menuLink,
  children: z.optional(z.array(z.object(menuLink))),
});
export type MenuItem = z.output<typeof menuItem>;

/** The site menus. */
export const menus = z.object({
  header: z._default(z.array(menuItem), []),
  footer: z._default(z.array(menuItem), []),
  mobile: z._default(z.array(menuItem), []),
});
export type Menus = z.output<typeof menus>;

/** A configured redirect; from_url may end in a `*` wildcard (§2.1). */
export const redirectRule = z.object({ from_url: z.string(), to_url: z.string() });
export type RedirectRule = z.output<typeof redirectRule>;

/** Hosts the site may navigate to (§2.1: any other external URL is an error). */
export const externalNavigation = z.object({ allowedHosts: z._default(z.array(z.string()), []) });
export type ExternalNavigation = z.output<typeof externalNavigation>;

// ---- images, messages, providers ---------------------------------------------------------

const size = (width: number, height: number) =>
  z._default(
    z.object({
      width: z.number().check(z.int(), z.positive()),
      height: z.number().check(z.int(), z.positive()),
    }),
    { width, height },
  );

/** Banner image sizes in CSS pixels (§9). */
export const bannerSizes = z.object({ wide: size(735, 240), tall: size(360, 520) });
export type BannerSizes = z.output<typeof bannerSizes>;

/** Overrides of the default validation messages of §5, keyed by rule. */
export const validationMessages = z.object({
  required: z.optional(z.string()),
  email: z.optional(z.string()),
  minLength: z.optional(z.string()),
  maxLength: z.optional(z.string()),
  phone: z.optional(z.string()),
  fakename: z.optional(z.string()),
  password: z.optional(z.string()),
  name: z.optional(z.string()),
  address: z.optional(z.string()),
  iban: z.optional(z.string()),
  minValue: z.optional(z.string()),
  maxValue: z.optional(z.string()),
  date: z.optional(z.string()),
  sameAs: z.optional(z.string()),
  regex: z.optional(z.string()),
  cardNumber: z.optional(z.string()),
});
export type ValidationMessages = z.output<typeof validationMessages>;

/** Content-system fields merged into a game provider by sysname (§3). */
export const gameProviderCms = z.object({
  sysname,
  name: z.optional(z.string()),
  logo: z.optional(imageSet),
  description: z.optional(z.string()),
  isHidden: flag(false),
  order: z.optional(z.number()),
});
export type GameProviderCms = z.output<typeof gameProviderCms>;

// ---- the whole config --------------------------------------------------------------------

/** The CMS config for one locale. */
export const cmsConfig = z.object({
  registration: registrationConfig,
  functional: z._default(functionalSettings, {
    isTwoFAEnable: false,
    isSumsubEnable: false,
    isResponsibleGamingEnable: false,
    isBetHistoryEnable: false,
    isVisibleNoticeBetting: true,
    isTitleClickable: false,
    settingsForUpdBalance: {
      isEnabledInterval: false,
      countSecondsForInterval: 10,
      isEnabledTurnOffRequests: true,
      countMinutesAfterWhichRequestsTurnedOff: 5,
      isEnabledRequestsAfterClick: false,
      countSecondsForDelayBetweenClick: 1,
    },
    authPopupEnabled: true,
    responsibleGaming: { ...RESPONSIBLE_GAMING_DEFAULTS },
  }),
  currency: z.optional(currencySettings),
  cashier: z.optional(cashierConfig),
  supportChat: z.optional(supportChatSettings),
  analytics: z.optional(analyticsConfig),
  monitoring: z.optional(monitoringConfig),
  site: z.optional(siteSettings),
  loyalty: z.optional(loyaltyConfig),
  menus: z.optional(menus),
  redirects: z._default(z.array(redirectRule), []),
  externalNavigation: z.optional(externalNavigation),
  bannerSizes: z.optional(bannerSizes),
  validationMessages: z.optional(validationMessages),
  gameProviders: z._default(z.array(gameProviderCms), []),
});
export type CmsConfig = z.output<typeof cmsConfig>;
