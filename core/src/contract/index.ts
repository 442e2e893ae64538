/**
 * The operator API contract: every group and method of spec §7, declared once. The client and
 * the reference server are both typed and validated from these definitions.
 */
import * as account from './account.ts';
import * as auth from './auth.ts';
import * as banners from './banners.ts';
import * as BettingBonuses from './betting-bonuses.ts';
import * as bonuses from './bonuses.ts';
import * as campaigns from './campaigns.ts';
import * as cashbacks from './cashbacks.ts';
import * as cashier from './cashier.ts';
import * as chat from './chat.ts';
import * as events from './events.ts';
import * as freespins from './freespins.ts';
import * as games from './games.ts';
import * as Jackpots from './jackpots.ts';
import * as leaderboard from './leaderboard.ts';
import * as loyalty from './loyalty.ts';
import * as metadata from './metadata.ts';
import * as popups from './popups.ts';
import * as storage from './storage.ts';
import * as sumsub from './sumsub.ts';
import * as support from './support.ts';
import * as tournaments from './tournaments.ts';

export * from './define.ts';
export * as wire from './wire.ts';
export * from './envelope.ts';
export * as common from './common.ts';
/** CMS config served per locale (not an API group). */
export * as cms from './cms.ts';
/** `/nfx/i18n/*` answers (not an API group). */
export * as i18n from './i18n.ts';
/** The HTML every `html` field may carry (not an API group). */
export * as safeHtml from './safe-html.ts';
export {
  account,
  auth,
  banners,
  BettingBonuses,
  bonuses,
  campaigns,
  cashbacks,
  cashier,
  chat,
  events,
  freespins,
  games,
  Jackpots,
  leaderboard,
  loyalty,
  metadata,
  popups,
  storage,
  sumsub,
  support,
  tournaments,
};

/** Every group, keyed by its name exactly as spec §7 spells it. */
export const groups = {
  account,
  auth,
  banners,
  BettingBonuses,
  bonuses,
  campaigns,
  cashbacks,
  cashier,
  chat,
  events,
  freespins,
  games,
  Jackpots,
  leaderboard,
  loyalty,
  metadata,
  popups,
  storage,
  sumsub,
  support,
  tournaments,
} as const;
