/**
 * Every implemented contract group. To add one: create `groups/<group>/` with a
 * `register<Group>Group(app)` that calls `registerMethod(app, def, handler)` per method,
 * and call it below.
 */
import type { FastifyInstance } from 'fastify';
import { registerCms } from '../cms/index.ts';
import { registerOutboxPage } from '../outbox/index.ts';
import { registerAccountGroup } from './account/index.ts';
import { registerEventsGroup } from './events/index.ts';
import { registerMetadataGroup } from './metadata/index.ts';
import { registerSupportGroup } from './support/index.ts';
import { registerAuthGroup } from './auth/index.ts';
import { registerCashierGroup } from './cashier/index.ts';
import { registerGames } from './games/index.ts';
import { registerStorageGroup } from './storage/index.ts';

/** Mounts all groups' methods on the app. */
export function registerGroups(app: FastifyInstance): void {
  registerStorageGroup(app);
  registerAuthGroup(app);
  registerCashierGroup(app);
  registerGames(app);
  registerCms(app);
  registerOutboxPage(app);
  registerAccountGroup(app);
  registerMetadataGroup(app);
  registerEventsGroup(app);
  registerSupportGroup(app);
}
