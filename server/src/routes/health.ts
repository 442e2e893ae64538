/** `GET /health`: 200 when the database answers, 503 otherwise (for load balancers). */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../db/client.ts';

/** Mounts /health. */
export function registerHealth(
  app: FastifyInstance,
  handle: Pick<DatabaseHandle, 'db' | 'driver'>,
): void {
  const started = Date.now();
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
}
