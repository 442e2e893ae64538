/** events.handle over real HTTP: events stored with their parameters, validated, rate-limited. */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../src/db/schema/index.ts';
import { startTestServer, useTestServer } from './helpers.ts';

/** The server's budget per address (groups/events/): stated here, so changing it is seen. */
const EVENTS_PER_MINUTE = 120;

const server = useTestServer({ seedGames: 3 });

describe('events.handle', () => {
  it("stores a guest's event with its parameters, locale and client", async () => {
    const res = await server.client({ marker: 'miniapp/1.2.0' }).get('/api/events/handle', {
      event_name: 'pageview',
      event_params: JSON.stringify({ path: '/gamehall', referrer: null, ms: 120, first: true }),
      locale: 'pt',
    });
    expect(res.body).toEqual({ data: 1 });
    const [row] = await server.db
      .select()
      .from(analyticsEvents)
      .orderBy(desc(analyticsEvents.id))
      .limit(1);
    expect(row).toMatchObject({
      userId: null,
      name: 'pageview',
      params: { path: '/gamehall', referrer: null, ms: 120, first: true },
      locale: 'pt',
      client: 'miniapp',
    });
  });

  it('ties a signed-in player to the event', async () => {
    const uid = await server.createUser();
    const client = server.client();
    await server.signIn(client, uid);
    await client.get('/api/events/handle', { event_name: 'make_deposit' });
    const rows = await server.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'make_deposit', params: {} });
  });

  it('refuses bad names and nested or malformed parameters', async () => {
    const client = server.client();
    const before = (await server.db.select().from(analyticsEvents)).length;
    const queries: Record<string, string>[] = [
      { event_name: 'Bad-Name' },
      { event_name: 'sign_up', event_params: '{"nested":{"a":1}}' },
      { event_name: 'sign_up', event_params: '{not json' },
      {},
    ];
    for (const query of queries) {
      const res = await client.get('/api/events/handle', query);
      expect(res.status).toBe(422);
      expect(res.body.data.type).toBe('InvalidParameterException');
    }
    expect((await server.db.select().from(analyticsEvents)).length).toBe(before);
  });

  it(`accepts ${EVENTS_PER_MINUTE} events a minute from one address, then 429`, async () => {
    const fresh = await startTestServer({ seed: false });
    try {
      const client = fresh.client();
      for (let i = 0; i < EVENTS_PER_MINUTE; i++) {
        expect((await client.get('/api/events/handle', { event_name: 'pageview' })).status).toBe(
          200,
        );
      }
      const res = await client.get('/api/events/handle', { event_name: 'pageview' });
      expect(res.status).toBe(429);
      expect((await fresh.db.select().from(analyticsEvents)).length).toBe(EVENTS_PER_MINUTE);
    } finally {
      await fresh.close();
    }
  });
});
