/** Support (§2.2 `/support`). Loaded as one small chunk, then the screen's own. */
import type { ScreenLoaders } from '../route-screens.ts';

export const SCREENS = {
  support: () => import('../../support/SupportScreen.tsx').then((m) => m.SupportScreen),
} satisfies ScreenLoaders;
