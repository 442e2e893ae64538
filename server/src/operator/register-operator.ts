/**
 * The operator's hand on the running site (`app.switches`): the switches every instance reads
 * from the database, the maintenance gate in front of the API, and the operator endpoints.
 */
import type { FastifyInstance } from 'fastify';
import { registerApplicationGate } from './application-gate.ts';
import { registerOperatorSwitchRoutes } from './operator-switch-routes.ts';
import { SwitchStore } from './switch-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator's switches (maintenance, the demo providers' health). */
    switches: SwitchStore;
  }
}

/** Decorates `app.switches`, gates `/api/*` on the application switch, mounts the endpoints. */
export function registerOperator(app: FastifyInstance): SwitchStore {
  const switches = new SwitchStore(app.db);
  app.decorate('switches', switches);
  registerApplicationGate(app, switches);
  registerOperatorSwitchRoutes(app, switches);
  return switches;
}
