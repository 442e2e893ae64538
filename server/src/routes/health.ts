/**
 * `GET /health` (live: the process answers and the database does) and `GET /ready` (ready for
 * traffic: the database answers, every migration is applied, and the server is not shutting
 * down) — for load balancers and orchestrators.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, type DatabaseHandle } from '../db/client.ts';
import { MIGRATIONS_FOLDER } from '../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when shutdown starts: /ready answers 503 so balancers stop sending traffic. */
    draining: boolean;
  }
}

/** How many migrations this build ships (drizzle-kit's journal). */
function shippedMigrations(): number {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** Mounts /health and /ready. */
export function registerHealth(
  app: FastifyInstance,
  handle: Pick<DatabaseHandle, 'db' | 'driver'>,
): void {
  const started = Date.now();
  const expected = shippedMigrations();
  app.decorate('draining', false);

  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await handle.db.execute(sql`select 1`);
      return {
        status: 'ok',
        database: handle.driver,
        uptime_seconds: Math.round((Date.now() - started) / 1000),
      };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: handle.driver });
    }
  });

  app.get('/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (app.draining) return reply.code(503).send({ status: 'draining' });
    let applied: number;
    try {
      const [row] = await queryRows<{ n: number | string }>(
        handle.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      applied = Number(row?.n ?? 0);
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: handle.driver });
    }
    if (applied < expected) {
      return reply.code(503).send({ status: 'migrating', migrations: { applied, expected } });
    }
    return { status: 'ready', database: handle.driver, migrations: { applied, expected } };
  });
}
