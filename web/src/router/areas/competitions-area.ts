/** Tournaments, jackpots and winners (§2.2). Loaded as one small chunk; each screen is still its own. */
import type { ScreenLoaders } from '../route-screens.ts';

export const SCREENS = {
  tournaments: () =>
    import('../../tournaments/TournamentsScreen.tsx').then((m) => m.TournamentsScreen),
  'tournaments-id': () =>
    import('../../tournaments/TournamentScreen.tsx').then((m) => m.TournamentScreen),
  'tournaments-id-gamehall': () =>
    import('../../tournaments/TournamentGamehallScreen.tsx').then(
      (m) => m.TournamentGamehallScreen,
    ),
  jackpots: () => import('../../jackpots/JackpotsScreen.tsx').then((m) => m.JackpotsScreen),
  'jackpots-id': () => import('../../jackpots/JackpotScreen.tsx').then((m) => m.JackpotScreen),
  winners: () => import('../../winners/WinnersScreen.tsx').then((m) => m.WinnersScreen),
} satisfies ScreenLoaders;
