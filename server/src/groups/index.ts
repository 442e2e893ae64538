/**
 * Every implemented contract group, and nothing else: the plain routes (content system, demo
 * game and payment pages, OAuth, live socket…) are mounted in app.ts. To add a group: create
 * `groups/<group>/` with a `register<Group>Group(app)` that calls `registerMethod(app, def,
 * handler)` per method, and call it below.
 */
import type { FastifyInstance } from 'fastify';
import { registerAccountGroup } from './account/index.ts';
import { registerAuthGroup } from './auth/index.ts';
import { registerCashierGroup } from './cashier/index.ts';
import { registerEventsGroup } from './events/index.ts';
import { registerGamesGroup } from './games/index.ts';
import { registerMetadataGroup } from './metadata/index.ts';
import { registerStorageGroup } from './storage/index.ts';
import { registerSupportGroup } from './support/index.ts';

/** Mounts all groups' methods on the app. */
export function registerGroups(app: FastifyInstance): void {
  registerStorageGroup(app);
  registerAuthGroup(app);
  registerCashierGroup(app);
  registerGamesGroup(app);
  registerAccountGroup(app);
  registerMetadataGroup(app);
  registerEventsGroup(app);
  registerSupportGroup(app);
}
