/**
 * First-load JS of the web's home route, brotli (DESIGN §9 budget: 95 KB), after
 * `pnpm --filter @croupier/web build`; the measuring is scripts/lib/first-load-budget.mjs.
 * The e2e suite (`tests/e2e/first-load-budget.spec.ts`) checks these lists against what a
 * browser loads.
 *
 * Usage: node web/scripts/measure-first-load.mjs [distDir] [--budget-kb=95] [--json]
 */
import { runFirstLoadBudget } from '../../scripts/lib/first-load-budget.mjs';

runFirstLoadBudget({
  label: 'the home route',
  defaultDist: new URL('../dist', import.meta.url).pathname,
  budgetKb: 95,
  /** Lazy modules `app/boot.ts` loads on every start, whatever the route. */
  boot: ['src/app/data-layer.ts'],
  /** The home route's screen (`router/routes.tsx`, preloaded by `app/use-boot.ts`). */
  home: ['src/screens/home/HomeScreen.tsx'],
  /**
   * Loaded on every start once the app has rendered: the platform services and analytics, and
   * the dialogs' code (`shell/DialogHost.tsx` fetches it when the page is idle).
   */
  afterBoot: [
    'src/services/start-services.ts',
    'src/services/events-analytics.ts',
    'src/shell/DialogView.tsx',
  ],
  /**
   * Loaded only in some cases: i18next, which `i18n/app-i18n.ts` loads only for messages with
   * plural forms, nesting or formats (the reference content has none).
   */
  onDemand: ['src/i18n/create-i18n.ts'],
  /** Not even the after-start and on-demand chunks may carry zod. */
  zodFreeEverywhere: true,
});
