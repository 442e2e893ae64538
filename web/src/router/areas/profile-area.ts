/** The profile (§2.2 `/profile/*`): account, security, notifications, responsible gaming, bonuses, cashback, loyalty, bets and verification. Loaded as one small chunk; each screen is still its own. */
import type { ScreenLoaders } from '../route-screens.ts';

export const SCREENS = {
  'profile-index-settings': () =>
    import('../../profile/SettingsScreen.tsx').then((m) => m.SettingsScreen),
  'profile-index-security': () =>
    import('../../profile/SecurityScreen.tsx').then((m) => m.SecurityScreen),
  'profile-index-notification': () =>
    import('../../profile/NotificationScreen.tsx').then((m) => m.NotificationScreen),
  'profile-index-responsible-game': () =>
    import('../../responsible-gaming/ResponsibleGameScreen.tsx').then(
      (m) => m.ResponsibleGameScreen,
    ),
  'profile-index-bonuses': () =>
    import('../../bonuses/BonusesScreen.tsx').then((m) => m.BonusesScreen),
  'profile-index-cashback': () =>
    import('../../cashback/CashbackScreen.tsx').then((m) => m.CashbackScreen),
  'profile-index-loyalty': () =>
    import('../../loyalty/ProfileLoyaltyScreen.tsx').then((m) => m.ProfileLoyaltyScreen),
  'profile-index-bets': () => import('../../betting/BetsScreen.tsx').then((m) => m.BetsScreen),
  'profile-index-verification': () =>
    import('../../verification/VerificationScreen.tsx').then((m) => m.VerificationScreen),
} satisfies ScreenLoaders;
