/**
 * Who holds a pending idempotency key: this process, named `{instance}/{run}`. The instance
 * (the host name) survives a restart and the run does not, so a process starting up can tell
 * the keys a previous run of the same instance left pending (that run is dead) from those of
 * other live instances sharing a PostgreSQL database.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';

/** This server instance, stable across restarts of the same host. */
export const IDEMPOTENCY_INSTANCE = hostname().replaceAll('/', '_') || 'local';

/** This process: a new run id at every start. */
export const IDEMPOTENCY_OWNER = `${IDEMPOTENCY_INSTANCE}/${randomUUID()}`;

/**
 * How long a pending key is held without being finished: well above any handler's run, so a
 * live owner keeps its key; a retry after it may take over from an owner that died.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 60;
