/**
 * The metadata group (§7): page SEO data (get) and the general info the site boots with
 * (getgeneralinfo, every §3 field). Inactivity timers are in seconds (§4, §9): players are
 * signed out after 30 idle minutes, an idle cashier closes after 10 and a payment page is
 * left after 15.
 */
import type { FastifyInstance } from 'fastify';
import { metadata } from '@croupier/core/contract';
import { isMirrorHost } from '../../cms/seo-settings-for.ts';
import { CURRENCIES, DEFAULT_CURRENCY } from '../../content/currencies.ts';
import { LOCALES } from '../../content/locales.ts';
import { registerMethod } from '../../http/api-router.ts';
import { requestOrigin } from '../../http/request-origin.ts';
import { GAME_HISTORY_EXPORT_ENABLED } from '../../game-history/index.ts';
import { BONUS_ISOLATION_ENABLED } from '../../rewards/index.ts';
import { pageMetadata } from './page-metadata.ts';

/**
 * The timers of general info, in seconds. `time_to_force_logout` is the default of the
 * FORCE_LOGOUT_SECONDS setting, which general info answers.
 */
const INACTIVITY_TIMERS = {
  time_to_force_logout: 30 * 60,
  user_inactivity_cashier_time: 10 * 60,
  user_inactivity_pp_time: 15 * 60,
} as const;

/** Mounts metadata.get and metadata.getgeneralinfo. */
export function registerMetadataGroup(app: FastifyInstance): void {
  registerMethod(app, metadata.get, ({ params, db, locale, request }) =>
    pageMetadata({
      db,
      cms: app.cms,
      host: request.host,
      origin: requestOrigin(request),
      locale,
      path: params.path,
    }),
  );

  registerMethod(app, metadata.getgeneralinfo, ({ request }) => ({
    analytic: { gtm_id: null, ga_measurement_id: null, meta_pixel_id: null },
    available_currencies: CURRENCIES.map((c) => c.code),
    available_locales: LOCALES.map((l) => l.code),
    default_currency: DEFAULT_CURRENCY,
    is_seon_enabled: false,
    is_bonus_isolation_enabled: BONUS_ISOLATION_ENABLED,
    domain_state: 'active' as const,
    domain_type: isMirrorHost(app.cms.seo, request.host) ? ('mirror' as const) : ('main' as const),
    ...INACTIVITY_TIMERS,
    time_to_force_logout: app.config.forceLogoutSeconds,
    is_game_history_export_enabled: GAME_HISTORY_EXPORT_ENABLED,
  }));
}
