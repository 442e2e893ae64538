/** The profile (§2.2 `/profile/*`): account, security, notifications, responsible gaming, bonuses, cashback, loyalty, bets and verification. Loaded as one small chunk; each screen is still its own. */
import type { ScreenLoaders } from '../route-screens.ts';

export const SCREENS = {
  'profile-index-settings': () =>
    import('../../screens/profile/SettingsScreen.tsx').then((m) => m.SettingsScreen),
  'profile-index-security': () =>
    import('../../screens/profile/SecurityScreen.tsx').then((m) => m.SecurityScreen),
  'profile-index-notification': () =>
    import('../../screens/profile/NotificationScreen.tsx').then((m) => m.NotificationScreen),
  'profile-index-responsible-game': () =>
    import('../../screens/profile/ResponsibleGameScreen.tsx').then((m) => m.ResponsibleGameScreen),
  'profile-index-bonuses': () =>
    import('../../screens/profile-rewards/BonusesScreen.tsx').then((m) => m.BonusesScreen),
  'profile-index-cashback': () =>
    import('../../screens/profile-rewards/CashbackScreen.tsx').then((m) => m.CashbackScreen),
  'profile-index-loyalty': () =>
    import('../../screens/profile-rewards/ProfileLoyaltyScreen.tsx').then(
      (m) => m.ProfileLoyaltyScreen,
    ),
  'profile-index-bets': () =>
    import('../../screens/profile-rewards/BetsScreen.tsx').then((m) => m.BetsScreen),
  'profile-index-verification': () =>
    import('../../screens/profile-rewards/VerificationScreen.tsx').then(
      (m) => m.VerificationScreen,
    ),
} satisfies ScreenLoaders;
