/**
 * First-load JS of the Mini App, brotli (DESIGN §9 budget: 120 KB), after
 * `pnpm --filter @croupier/miniapp build`; the measuring is scripts/lib/first-load-budget.mjs.
 *
 * Usage: node miniapp/scripts/measure-first-load.mjs [distDir] [--budget-kb=120] [--json]
 */
import { runFirstLoadBudget } from '../../scripts/lib/first-load-budget.mjs';

runFirstLoadBudget({
  label: 'the Mini App',
  defaultDist: new URL('../dist', import.meta.url).pathname,
  budgetKb: 120,
  /** Lazy modules every start loads: web's data layer (API client, method refs). */
  boot: ['../web/src/app/data-layer.ts'],
  /** The home route's screen (preloaded by web's start-up). */
  home: ['../web/src/screens/home/HomeScreen.tsx'],
  /** Loaded on every start once the app has rendered: web's platform services, analytics and dialogs. */
  afterBoot: [
    '../web/src/services/start-services.ts',
    '../web/src/services/events-analytics.ts',
    '../web/src/shell/DialogView.tsx',
  ],
  /** Loaded only in some cases: i18next, the outside-Telegram screen. */
  onDemand: ['../web/src/i18n/create-i18n.ts', 'src/outside-telegram.tsx'],
});
