/**
 * Every implemented contract group, and nothing else: the plain routes (content system, demo
 * game and payment pages, OAuth, live socket…) are mounted in app.ts. To add a group: create
 * `groups/<group>/` with a `register<Group>Group(app)` that calls `registerMethod(app, def,
 * handler)` per method, and call it below. Handlers stay thin (input, session, answer shape);
 * the rules live in a domain folder beside `groups/` (cashier/, account/, auth/, loyalty/…).
 */
import type { FastifyInstance } from 'fastify';
import { registerBettingBonusesGroup } from './betting-bonuses/index.ts';
import { registerBonusesGroup } from './bonuses/index.ts';
import { registerCashbacksGroup } from './cashbacks/index.ts';
import { registerFreespinsGroup } from './freespins/index.ts';
import { registerAccountGroup } from './account/index.ts';
import { registerBannersGroup } from './banners/index.ts';
import { registerCampaignsGroup } from './campaigns/index.ts';
import { registerPopupsGroup } from './popups/index.ts';
import { registerAuthGroup } from './auth/index.ts';
import { registerCashierGroup } from './cashier/index.ts';
import { registerEventsGroup } from './events/index.ts';
import { registerGamesGroup } from './games/index.ts';
import { registerJackpotsGroup } from './jackpots/index.ts';
import { registerLeaderboardGroup } from './leaderboard/index.ts';
import { registerLoyaltyGroup } from './loyalty/index.ts';
import { registerMetadataGroup } from './metadata/index.ts';
import { registerStorageGroup } from './storage/index.ts';
import { registerSumsubGroup } from './sumsub/index.ts';
import { registerSupportGroup } from './support/index.ts';
import { registerTournamentsGroup } from './tournaments/index.ts';

/** Mounts all groups' methods on the app. */
export function registerGroups(app: FastifyInstance): void {
  registerStorageGroup(app);
  registerAuthGroup(app);
  registerCashierGroup(app);
  registerGamesGroup(app);
  registerLoyaltyGroup(app);
  registerAccountGroup(app);
  registerMetadataGroup(app);
  registerEventsGroup(app);
  registerSupportGroup(app);
  registerSumsubGroup(app);
  registerBonusesGroup(app);
  registerBettingBonusesGroup(app);
  registerCashbacksGroup(app);
  registerFreespinsGroup(app);
  registerBannersGroup(app);
  registerPopupsGroup(app);
  registerCampaignsGroup(app);
  registerTournamentsGroup(app);
  registerLeaderboardGroup(app);
  registerJackpotsGroup(app);
}
