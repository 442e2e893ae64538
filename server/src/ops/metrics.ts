/**
 * Prometheus metrics at `/metrics` (prom-client): process defaults, requests by method, route
 * pattern and status, request latency, plus gauges other parts register on `app.metrics`
 * (open balance sockets, ledger transactions). Labels use the matched route pattern, never the
 * raw URL, so hostile paths cannot blow up the series count.
 *
 * Scrapes come from the operator's monitoring: with METRICS_TOKEN set they must carry it as a
 * bearer token; without it only loopback addresses may read the page.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics registry: add a gauge with `registers: [app.metrics]`. */
    metrics: Registry;
  }
}

/** What /metrics needs. */
export interface MetricsOptions {
  /** METRICS_TOKEN; null lets loopback scrapes in without a token. */
  token: string | null;
}

function isLoopback(ip: string): boolean {
  return ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

function authorised(request: FastifyRequest, token: string | null): boolean {
  if (token === null) return isLoopback(request.ip);
  const header = request.headers.authorization ?? '';
  const given = Buffer.from(header.startsWith('Bearer ') ? header.slice(7) : '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/** Creates the registry, counts every request and mounts `/metrics`. */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'croupier_' });
  app.decorate('metrics', registry);

  const requests = new Counter({
    name: 'croupier_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'croupier_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'croupier_ledger_transactions',
    help: 'Ledger transactions posted (all time).',
    registers: [registry],
    async collect() {
      const [row] = await queryRows<{ n: number | string }>(
        app.db,
        sql`select count(*)::bigint as n from ledger_transactions`,
      );
      this.set(Number(row?.n ?? 0));
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
  });

  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!authorised(request, options.token)) {
      return reply.code(403).type('text/plain').send('Forbidden');
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
}
