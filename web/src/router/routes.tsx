/**
 * Route name → screen. Names are core's route table (`ROUTES`); each screen is its own chunk.
 * To bind a route: add it here and remove it from `unbound-routes.ts`.
 */
import type { SystemPage } from '@croupier/core/error-handling';
import { lazyScreen, type ScreenBinding } from './route-screens.ts';

/** The screens of the routes this build shows. */
export const ROUTE_SCREENS: Readonly<Partial<Record<string, ScreenBinding>>> = {
  index: lazyScreen(() => import('../screens/home/HomeScreen.tsx').then((m) => m.HomeScreen)),
  slug: lazyScreen(() =>
    import('../screens/content/ContentScreen.tsx').then((m) => m.ContentScreen),
  ),
  _icons: lazyScreen(() => import('../screens/icons/IconsScreen.tsx').then((m) => m.IconsScreen)),
  // Account mails and the embeddable forms (§2.2).
  unsubscribe: lazyScreen(() =>
    import('../screens/unsubscribe/UnsubscribeScreen.tsx').then((m) => m.UnsubscribeScreen),
  ),
  confirmation: lazyScreen(() =>
    import('../screens/confirmation/ConfirmationScreen.tsx').then((m) => m.ConfirmationScreen),
  ),
  'confirmation-success': lazyScreen(() =>
    import('../screens/confirmation/ConfirmationSuccessScreen.tsx').then(
      (m) => m.ConfirmationSuccessScreen,
    ),
  ),
  'forms-sign_in': lazyScreen(() =>
    import('../screens/forms/FormFrameScreen.tsx').then((m) => m.SignInFormScreen),
  ),
  'forms-sign_up': lazyScreen(() =>
    import('../screens/forms/FormFrameScreen.tsx').then((m) => m.SignUpFormScreen),
  ),
  gamehall: lazyScreen(() =>
    import('../screens/gamehall/GamehallScreen.tsx').then((m) => m.GamehallScreen),
  ),
  'game-sysname': lazyScreen(() =>
    import('../screens/game/GameScreen.tsx').then((m) => m.GameScreen),
  ),
  providers: lazyScreen(() =>
    import('../screens/providers/ProvidersScreen.tsx').then((m) => m.ProvidersScreen),
  ),
  // The cashier: heavy code, every screen a lazy chunk of its own (DESIGN §9).
  'cashier-index-deposit': lazyScreen(() =>
    import('../screens/cashier/DepositScreen.tsx').then((m) => m.DepositScreen),
  ),
  'cashier-index-deposit-index-sysname': lazyScreen(() =>
    import('../screens/cashier/DepositScreen.tsx').then((m) => m.DepositScreen),
  ),
  'cashier-index-billing': lazyScreen(() =>
    import('../screens/cashier/BillingScreen.tsx').then((m) => m.BillingScreen),
  ),
  'cashier-index-withdraw': lazyScreen(() =>
    import('../screens/cashier/WithdrawScreen.tsx').then((m) => m.WithdrawScreen),
  ),
  'cashier-index-history': lazyScreen(() =>
    import('../screens/cashier/HistoryScreen.tsx').then((m) => m.HistoryScreen),
  ),
  'cashier-index-receipt': lazyScreen(() =>
    import('../screens/cashier/ReceiptScreen.tsx').then((m) => m.ReceiptScreen),
  ),
  'cashier-index-wallet': lazyScreen(() =>
    import('../screens/cashier/WalletScreen.tsx').then((m) => m.WalletScreen),
  ),
  'cashier-index-paypending': lazyScreen(() =>
    import('../screens/cashier/PayResultScreen.tsx').then((m) => m.PayPendingScreen),
  ),
  'cashier-index-paypending-transaction': lazyScreen(() =>
    import('../screens/cashier/PayResultScreen.tsx').then((m) => m.PayPendingScreen),
  ),
  'cashier-index-paysuccess': lazyScreen(() =>
    import('../screens/cashier/PayResultScreen.tsx').then((m) => m.PaySuccessScreen),
  ),
  'cashier-index-paysuccess-transaction': lazyScreen(() =>
    import('../screens/cashier/PayResultScreen.tsx').then((m) => m.PaySuccessScreen),
  ),
  'cashier-index-payfail': lazyScreen(() =>
    import('../screens/cashier/PayResultScreen.tsx').then((m) => m.PayFailScreen),
  ),
  'cashier-index-payfail-transaction': lazyScreen(() =>
    import('../screens/cashier/PayResultScreen.tsx').then((m) => m.PayFailScreen),
  ),
  'cashier-index-paycancel': lazyScreen(() =>
    import('../screens/cashier/PayResultScreen.tsx').then((m) => m.PayCancelScreen),
  ),
  'cashier-index-paymobile': lazyScreen(() =>
    import('../screens/cashier/PayResultScreen.tsx').then((m) => m.PayMobileScreen),
  ),
  'cashier-index-paynewwindow': lazyScreen(() =>
    import('../screens/cashier/PayResultScreen.tsx').then((m) => m.PayNewWindowScreen),
  ),
  // @area profile-account
  // @area profile-rewards
  // @area promotions
  // @area tournaments
  // @area loyalty-support-betting
};

/** The system pages (§2.3) by core's page-error names; layouts come from core's SYSTEM_PAGES. */
export const SYSTEM_SCREENS: Readonly<Record<SystemPage, ScreenBinding>> = {
  notFound: lazyScreen(() =>
    import('../screens/system/NotFoundScreen.tsx').then((m) => m.NotFoundScreen),
  ),
  forbidden: lazyScreen(() =>
    import('../screens/system/ForbiddenScreen.tsx').then((m) => m.ForbiddenScreen),
  ),
  userBlocked: lazyScreen(() =>
    import('../screens/system/UserBlockedScreen.tsx').then((m) => m.UserBlockedScreen),
  ),
  maintenance: lazyScreen(() =>
    import('../screens/system/MaintenanceScreen.tsx').then((m) => m.MaintenanceScreen),
  ),
  error: lazyScreen(() => import('../screens/system/ErrorScreen.tsx').then((m) => m.ErrorScreen)),
};
