/**
 * Who holds a pending idempotency key: this process, named `{instance}/{run}`. The instance
 * (INSTANCE_ID, by default the host name) survives a restart and the run does not, so a
 * process starting up can tell the keys a previous run of the same instance left pending
 * (that run is dead) from those of other live instances sharing a PostgreSQL database.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

const RUN = randomUUID();
let instance = hostname() || 'local';

/** Names this process's instance (config INSTANCE_ID); set once while the app is built. */
export function setIdempotencyInstance(id: string): void {
  // `/` separates instance and run in the owner.
  instance = id.replaceAll('/', '_');
}

/** This server instance, stable across restarts. */
export function idempotencyInstance(): string {
  return instance;
}

/** This process: the instance and a new run id at every start. */
export function idempotencyOwner(): string {
  return `${instance}/${RUN}`;
}

/**
 * How long a pending key is held without being finished: well above any handler's run, so a
 * live owner keeps its key; a retry after it may take over from an owner that died.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 60;
