/**
 * Route name → screen. Names are core's route table (`ROUTES`); each screen is its own chunk.
 * Every route of the table but its redirects and placeholders has a screen here (routes.test.ts).
 */
import type { SystemPage } from '@croupier/core/error-handling';
import { areaScreen, lazyScreen, type ScreenBinding } from './route-screens.ts';

// Secondary areas load their screens' loaders as one small chunk first: the entry's preload
// map then lists one chunk per area instead of every screen's dependencies (DESIGN §9 budget).
const profileArea = () => import('./areas/profile-area.ts');
const promotionsArea = () => import('./areas/promotions-area.ts');
const competitionsArea = () => import('./areas/competitions-area.ts');
const loyaltyArea = () => import('./areas/loyalty-area.ts');
const supportArea = () => import('./areas/support-area.ts');
const mailLinksArea = () => import('./areas/mail-links-area.ts');
// One module behind several routes: one import, so one entry in the preload map.
const depositScreen = () => import('../cashier/DepositScreen.tsx');
const payResult = () => import('../cashier/PayResultScreen.tsx');
const formFrame = () => import('../auth/FormFrameScreen.tsx');

/** The screens of the routes this build shows. */
export const ROUTE_SCREENS: Readonly<Partial<Record<string, ScreenBinding>>> = {
  index: {
    ...lazyScreen(() => import('../home/HomeScreen.tsx').then((m) => m.HomeScreen)),
    // Through the screen's own chunk: a chunk of its own for the data cost a request and 2 KB.
    preloadData: (platform, uid) =>
      import('../home/HomeScreen.tsx').then((m) => m.preloadHomeData(platform, uid)),
  },
  slug: lazyScreen(() => import('../content/ContentScreen.tsx').then((m) => m.ContentScreen)),
  _icons: lazyScreen(() => import('../ui/icons/IconsScreen.tsx').then((m) => m.IconsScreen)),
  // Account mails and the embeddable forms (§2.2).
  unsubscribe: areaScreen(mailLinksArea, 'unsubscribe'),
  confirmation: areaScreen(mailLinksArea, 'confirmation'),
  'confirmation-success': areaScreen(mailLinksArea, 'confirmation-success'),
  'forms-sign_in': lazyScreen(() => formFrame().then((m) => m.SignInFormScreen)),
  'forms-sign_up': lazyScreen(() => formFrame().then((m) => m.SignUpFormScreen)),
  gamehall: lazyScreen(() => import('../games/GamehallScreen.tsx').then((m) => m.GamehallScreen)),
  'game-sysname': lazyScreen(() => import('../games/GameScreen.tsx').then((m) => m.GameScreen)),
  providers: lazyScreen(() =>
    import('../games/ProvidersScreen.tsx').then((m) => m.ProvidersScreen),
  ),
  // The cashier: heavy code, every screen a lazy chunk of its own (DESIGN §9).
  'cashier-index-deposit': lazyScreen(() => depositScreen().then((m) => m.DepositScreen)),
  'cashier-index-deposit-index-sysname': lazyScreen(() =>
    depositScreen().then((m) => m.DepositScreen),
  ),
  'cashier-index-billing': lazyScreen(() =>
    import('../cashier/BillingScreen.tsx').then((m) => m.BillingScreen),
  ),
  'cashier-index-withdraw': lazyScreen(() =>
    import('../cashier/WithdrawScreen.tsx').then((m) => m.WithdrawScreen),
  ),
  'cashier-index-history': lazyScreen(() =>
    import('../cashier/HistoryScreen.tsx').then((m) => m.HistoryScreen),
  ),
  'cashier-index-receipt': lazyScreen(() =>
    import('../cashier/ReceiptScreen.tsx').then((m) => m.ReceiptScreen),
  ),
  'cashier-index-wallet': lazyScreen(() =>
    import('../cashier/WalletScreen.tsx').then((m) => m.WalletScreen),
  ),
  'cashier-index-paypending': lazyScreen(() => payResult().then((m) => m.PayPendingScreen)),
  'cashier-index-paypending-transaction': lazyScreen(() =>
    payResult().then((m) => m.PayPendingScreen),
  ),
  'cashier-index-paysuccess': lazyScreen(() => payResult().then((m) => m.PaySuccessScreen)),
  'cashier-index-paysuccess-transaction': lazyScreen(() =>
    payResult().then((m) => m.PaySuccessScreen),
  ),
  'cashier-index-payfail': lazyScreen(() => payResult().then((m) => m.PayFailScreen)),
  'cashier-index-payfail-transaction': lazyScreen(() => payResult().then((m) => m.PayFailScreen)),
  'cashier-index-paycancel': lazyScreen(() => payResult().then((m) => m.PayCancelScreen)),
  'cashier-index-paymobile': lazyScreen(() => payResult().then((m) => m.PayMobileScreen)),
  'cashier-index-paynewwindow': lazyScreen(() => payResult().then((m) => m.PayNewWindowScreen)),
  'profile-index-settings': areaScreen(profileArea, 'profile-index-settings'),
  'profile-index-security': areaScreen(profileArea, 'profile-index-security'),
  'profile-index-notification': areaScreen(profileArea, 'profile-index-notification'),
  'profile-index-responsible-game': areaScreen(profileArea, 'profile-index-responsible-game'),
  'profile-index-bonuses': areaScreen(profileArea, 'profile-index-bonuses'),
  'profile-index-cashback': areaScreen(profileArea, 'profile-index-cashback'),
  'profile-index-loyalty': areaScreen(profileArea, 'profile-index-loyalty'),
  'profile-index-bets': areaScreen(profileArea, 'profile-index-bets'),
  'profile-index-verification': areaScreen(profileArea, 'profile-index-verification'),
  promotions: areaScreen(promotionsArea, 'promotions'),
  'promotions-id': areaScreen(promotionsArea, 'promotions-id'),
  offers: areaScreen(promotionsArea, 'offers'),
  'offers-id': areaScreen(promotionsArea, 'offers-id'),
  tournaments: areaScreen(competitionsArea, 'tournaments'),
  'tournaments-id': areaScreen(competitionsArea, 'tournaments-id'),
  'tournaments-id-gamehall': areaScreen(competitionsArea, 'tournaments-id-gamehall'),
  jackpots: areaScreen(competitionsArea, 'jackpots'),
  'jackpots-id': areaScreen(competitionsArea, 'jackpots-id'),
  winners: areaScreen(competitionsArea, 'winners'),
  loyalty: areaScreen(loyaltyArea, 'loyalty'),
  'loyalty-sysname': areaScreen(loyaltyArea, 'loyalty-sysname'),
  'loyalty-shop': areaScreen(loyaltyArea, 'loyalty-shop'),
  support: areaScreen(supportArea, 'support'),
  betting: lazyScreen(() => import('../betting/BettingScreen.tsx').then((m) => m.BettingScreen)),
};

/** The system pages (§2.3) by core's page-error names; layouts come from core's SYSTEM_PAGES. */
export const SYSTEM_SCREENS: Readonly<Record<SystemPage, ScreenBinding>> = {
  notFound: lazyScreen(() => import('../system/NotFoundScreen.tsx').then((m) => m.NotFoundScreen)),
  forbidden: lazyScreen(() =>
    import('../system/ForbiddenScreen.tsx').then((m) => m.ForbiddenScreen),
  ),
  userBlocked: lazyScreen(() =>
    import('../system/UserBlockedScreen.tsx').then((m) => m.UserBlockedScreen),
  ),
  maintenance: lazyScreen(() =>
    import('../system/MaintenanceScreen.tsx').then((m) => m.MaintenanceScreen),
  ),
  error: lazyScreen(() => import('../system/ErrorScreen.tsx').then((m) => m.ErrorScreen)),
};
