/**
 * Every implemented contract group. To add one: create `groups/<group>/` with a
 * `register<Group>Group(app)` that calls `registerMethod(app, def, handler)` per method,
 * and call it below.
 */
import type { FastifyInstance } from 'fastify';
import { registerStorageGroup } from './storage/index.ts';

/** Mounts all groups' methods on the app. */
export function registerGroups(app: FastifyInstance): void {
  registerStorageGroup(app);
}
