import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers.ts';

describe('operations: /ready, /metrics, request ids', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false, env: { METRICS_TOKEN: 'scrape-secret-1' } });
  });
  afterAll(() => server.close());

  it('/ready reports the applied migrations, and 503 once shutdown has started', async () => {
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(200);
    const body = (await ready.json()) as { status: string; migrations: { applied: number } };
    expect(body.status).toBe('ready');
    expect(body.migrations.applied).toBeGreaterThan(0);

    server.app.draining = true;
    try {
      const draining = await fetch(`${server.url}/ready`);
      expect(draining.status).toBe(503);
      // Liveness is not readiness: the process still answers /health.
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    } finally {
      server.app.draining = false;
    }
  });

  it('/metrics needs the token and counts requests by route pattern, not raw URL', async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(403);
    expect(
      (await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong-token!' } }))
        .status,
    ).toBe(403);

    const client = server.client();
    await client.get('/api/metadata/getgeneralinfo');
    await fetch(`${server.url}/no/such/page-${Date.now()}`);

    const res = await fetch(`${server.url}/metrics`, {
      headers: { authorization: 'Bearer scrape-secret-1' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(
      /croupier_http_requests_total\{method="GET",route="\/api\/metadata\/getgeneralinfo",status="\d+"\} [1-9]/,
    );
    expect(text).toContain('croupier_http_request_duration_seconds_bucket');
    expect(text).toMatch(/croupier_live_balance_sockets \d+/);
    expect(text).toMatch(/croupier_ledger_transactions \d+/);
    expect(text).toContain('croupier_process_cpu_seconds_total');
    expect(text).not.toContain('/no/such/page');
  });

  it('every answer carries its request id', async () => {
    const a = await fetch(`${server.url}/health`);
    const b = await fetch(`${server.url}/health`);
    expect(a.headers.get('x-request-id')).toBeTruthy();
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });
});
